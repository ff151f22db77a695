import { SETTINGS_MESSAGES } from '@marketplace/contract/accounts-messages';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useOwnProfile } from '../api/get-own-profile';
import { ActiveSessions } from './active-sessions';
import { AvatarUploader } from './avatar-uploader';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { EmailVerificationAlert } from './email-verification-notice';
import { IdVerificationCard } from './id-verification-card';
import { ProfileForm } from './profile-form';
import { SettingsControlsProvider, type SettingsControls } from './settings-controls';

/** The section element ids that `?section=` scrolls to (spec 02 §2). */
export const SETTINGS_SECTION_IDS = {
  profile: 'settings-profile',
  security: 'settings-security',
  management: 'settings-management',
} as const;

interface AccountSettingsTabProps {
  /** The section to ring (`management` is highlighted as part of security, spec 02 §2). */
  highlight: 'profile' | 'security' | null;
  /** The shared form controls (from the accounts feature, handed in by the route). */
  controls: SettingsControls;
}

function ProfileCardBody() {
  const profile = useOwnProfile();
  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading your profile" className="grid gap-4">
        <div className="flex items-center gap-4">
          <Skeleton className="h-20 w-20 rounded-full" />
          <Skeleton className="h-9 w-32" />
        </div>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle aria-hidden="true" className="h-5 w-5 text-destructive" />
          {SETTINGS_MESSAGES.profileLoadFailed}
        </p>
        <p className="text-sm text-muted-foreground">{SETTINGS_MESSAGES.profileLoadFailedText}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {profile.data.emailVerified ? null : <EmailVerificationAlert email={profile.data.email} />}
      <AvatarUploader profile={profile.data} />
      <ProfileForm profile={profile.data} />
    </div>
  );
}

function VerificationCard() {
  const profile = useOwnProfile();
  if (!profile.data) return null;
  return <IdVerificationCard profile={profile.data} version={profile.dataUpdatedAt} />;
}

/**
 * /dashboard?tab=account-settings (or tab=settings): Profile (photo, details, e-mail confirmation), Seller
 * Verification, and Security & Management (password, signed-in devices, account deletion). The security
 * card does not wait for the profile, so `?section=security|management` always has somewhere to scroll.
 */
export function AccountSettingsTab({ highlight, controls }: AccountSettingsTabProps) {
  const { user } = useCurrentUser();
  const passwordHeadingId = useId();
  const sessionsHeadingId = useId();
  const managementHeadingId = useId();
  const ring = (section: 'profile' | 'security') => highlight === section && 'ring-2 ring-primary';

  return (
    <SettingsControlsProvider controls={controls}>
      <div className="grid gap-6">
        <Card id={SETTINGS_SECTION_IDS.profile} className={cn('scroll-mt-20', ring('profile'))}>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>
              Your name, photo, mobile number and Instagram appear on your seller card.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileCardBody />
          </CardContent>
        </Card>

        <VerificationCard />

        <Card id={SETTINGS_SECTION_IDS.security} className={cn('scroll-mt-20', ring('security'))}>
          <CardHeader>
            <CardTitle>Security &amp; Management</CardTitle>
            <CardDescription>Keep your account safe and decide what happens to it.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            <section aria-labelledby={passwordHeadingId} className="grid gap-4">
              <h3 id={passwordHeadingId} className="font-semibold">
                Change password
              </h3>
              <ChangePasswordForm email={user?.email ?? ''} />
            </section>
            <section aria-labelledby={sessionsHeadingId} className="grid gap-2 border-t pt-6">
              <h3 id={sessionsHeadingId} className="font-semibold">
                Active sessions
              </h3>
              <p className="text-sm text-muted-foreground">
                Devices where you are signed in. Sign out any you do not recognise.
              </p>
              <ActiveSessions />
            </section>
            <section
              id={SETTINGS_SECTION_IDS.management}
              aria-labelledby={managementHeadingId}
              className="grid scroll-mt-20 gap-4 border-t pt-6"
            >
              <h3 id={managementHeadingId} className="font-semibold">
                Account management
              </h3>
              <DeleteAccountCard />
            </section>
          </CardContent>
        </Card>
      </div>
    </SettingsControlsProvider>
  );
}
