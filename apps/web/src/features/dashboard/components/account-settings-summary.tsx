import { format } from 'date-fns';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { fullNameOf, UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { highlightedSection, settingsSectionElementId, type SettingsSection } from '../utils/dashboard-tabs';

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words font-medium">
        {value || <span className="font-normal text-muted-foreground">Not set</span>}
      </dd>
    </div>
  );
}

/**
 * The account-settings tab until profile editing is built: the member's profile as the server knows it
 * (name, email, mobile) and how to change the password. Sections carry the ids that `?section=` scrolls to.
 */
export function AccountSettingsSummary({ section }: { section: SettingsSection | null }) {
  const { user } = useCurrentUser();
  const highlighted = highlightedSection(section);
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <Card
        id={settingsSectionElementId('profile')}
        className={cn('scroll-mt-20', highlighted === 'profile' && 'ring-2 ring-primary')}
      >
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>The details other members see come from your profile.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-4">
            <UserAvatar user={user} className="h-14 w-14 text-lg" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">{fullNameOf(user)}</p>
              <p className="text-sm text-muted-foreground">
                Member since {format(new Date(user.joinDate), 'MMMM d, yyyy')}
              </p>
            </div>
          </div>
          <dl className="grid gap-3">
            <Detail term="Name" value={fullNameOf(user)} />
            <Detail term="Email" value={user.email} />
            <Detail term="Mobile" value={user.mobile} />
            <Detail term="Instagram" value={user.instagramHandle ? `@${user.instagramHandle}` : null} />
          </dl>
        </CardContent>
      </Card>

      <Card
        id={settingsSectionElementId('security')}
        className={cn('scroll-mt-20', highlighted === 'security' && 'ring-2 ring-primary')}
      >
        <CardHeader>
          <CardTitle>Security &amp; Management</CardTitle>
          <CardDescription>Keep your account safe.</CardDescription>
        </CardHeader>
        <CardContent
          id={settingsSectionElementId('management')}
          className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 text-muted-foreground" />
            <p className="text-sm">
              To change your password, we will e-mail a reset link to{' '}
              <strong className="break-all">{user.email}</strong>.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/forgot-password">Change password</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
