import { LayoutDashboard, ListChecks, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { fullNameOf, UserAvatar } from '@/components/layout/user-avatar';
import { SiteLogo } from '@/components/layout/site-logo';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useAdminGuard } from '../hooks/use-admin-guard';

/** Only the admin pages that exist are linked; the others arrive with their issues. */
const NAV_ITEMS = [{ to: '/admin/listings', label: 'Listing Management', icon: ListChecks }] as const;

function AdminNav() {
  return (
    <nav aria-label="Admin" className="flex gap-1 md:flex-col">
      {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive
                ? 'bg-primary text-primary-foreground'
                : 'hover:bg-accent hover:text-accent-foreground',
            )
          }
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The admin frame (spec 02 §2 Admin routes): a 64 px top bar with the logo and the admin's name, a sidebar
 * (a strip under the bar on phones) and the page. Renders nothing but a spinner until the admin check passes.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const access = useAdminGuard();
  const { user } = useCurrentUser();

  if (access !== 'allowed' || !user) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-muted-foreground">
        <Loader2 className="h-6 w-6 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">Checking access…</span>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center justify-between gap-3 border-b bg-background px-4">
        <div className="flex min-w-0 items-center gap-2">
          <SiteLogo to="/admin" compact />
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
            Admin
          </span>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium">{fullNameOf(user) || user.email}</span>
          <UserAvatar user={user} />
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <aside className="flex shrink-0 items-center justify-between gap-2 overflow-x-auto border-b bg-background p-2 md:sticky md:top-16 md:h-[calc(100dvh-4rem)] md:w-[260px] md:flex-col md:items-stretch md:justify-start md:border-b-0 md:border-r md:p-4">
          <AdminNav />
          <Button asChild variant="outline" size="sm" className="shrink-0 md:mt-auto">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to User Dashboard
            </Link>
          </Button>
        </aside>
        <main id="admin-content" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
