import { Link } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSiteConfig } from '@/hooks/use-site-config';
import { cn } from '@/lib/utils';

interface SiteLogoProps {
  /** Where the logo leads; by default /dashboard when signed in and / otherwise (spec 01 §2). */
  to?: string;
  /** Hide the brand name under the `sm` breakpoint (narrow bars keep only the mark). */
  compact?: boolean;
  className?: string;
}

/** The brand mark and name, linking home. */
export function SiteLogo({ to, compact = false, className }: SiteLogoProps) {
  const { siteName } = useSiteConfig();
  const { user } = useCurrentUser();
  const target = to ?? (user ? '/dashboard' : '/');
  return (
    <Link
      to={target}
      aria-label={compact ? `${siteName} home` : undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className={cn('text-lg', compact && 'hidden sm:inline')}>{siteName}</span>
    </Link>
  );
}
