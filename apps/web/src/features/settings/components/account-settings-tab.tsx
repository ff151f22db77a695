import {
  SETTINGS_MESSAGES,
  type CurrentUser,
  type OwnProfile,
} from '@marketplace/contract/accounts-messages';
import { AlertCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useOwnProfile } from '../api/get-own-profile';
import { ActiveSessions } from './active-sessions';
import { AvatarUploader } from './avatar-uploader';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { EmailVerificationAlert } from './email-verification-notice';
import { IdVerificationCard } from './id-verification-card';
import { LanguageCard } from './language-card';
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

/**
 * Spec 01 §8 "Profile load failure … Falls back to account metadata": the signed-in account's own details
 * (names, e-mail, mobile, Instagram, photo) stand in for a profile that could not be loaded, so the form is
 * not empty. Fields only the profile knows (national ID, island, date of birth) stay unset.
 */
function profileFromAccount(user: CurrentUser): OwnProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    mobile: user.mobile,
    nationalIdNumber: null,
    dateOfBirth: null,
    location: null,
    instagramHandle: user.instagramHandle,
    avatarUrl: user.avatarUrl,
    isVerifiedSeller: false,
    idVerification: { status: 'not_submitted', adminNotes: null, hasFrontPhoto: false, hasBackPhoto: false },
    joinDate: user.joinDate,
  };
}

function ProfileCardBody() {
  const profile = useOwnProfile();
  const { user } = useCurrentUser();
  const { t } = useTranslation('settings');
  const message = useContractMessage();

  // Spec 01 §8: "Profile Error" / "Could not load your profile details." as a toast, once per failure.
  // The toast's texts in the language of the moment; a language switch meanwhile does not toast again.
  const showLoadFailure = useEffectEvent(() =>
    toast({
      title: message(SETTINGS_MESSAGES.profileLoadFailed),
      description: message(SETTINGS_MESSAGES.profileLoadFailedText),
      variant: 'destructive',
    }),
  );
  useEffect(() => {
    if (profile.error) showLoadFailure();
  }, [profile.error]);

  if (profile.isPending) {
    return (
      <div role="status" aria-label={t('tab.loadingProfile')} className="grid gap-4">
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
      <div className="grid gap-6">
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4"
        >
          <p className="flex items-center gap-2 font-medium">
            <AlertCircle aria-hidden="true" className="h-5 w-5 text-destructive" />
            {message(SETTINGS_MESSAGES.profileLoadFailed)}
          </p>
          <p className="text-sm text-muted-foreground">
            {message(SETTINGS_MESSAGES.profileLoadFailedText)} {t('tab.showingAccountDetails')}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={profile.isFetching}
            onClick={() => void profile.refetch()}
          >
            {t('tab.tryAgain')}
          </Button>
        </div>
        {user ? <ProfileForm key="account-details" profile={profileFromAccount(user)} /> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {profile.data.emailVerified ? null : <EmailVerificationAlert email={profile.data.email} />}
      <AvatarUploader profile={profile.data} />
      <ProfileForm key="profile" profile={profile.data} />
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
  const { t } = useTranslation('settings');
  const ring = (section: 'profile' | 'security') => highlight === section && 'ring-2 ring-primary';

  return (
    <SettingsControlsProvider controls={controls}>
      <div className="grid gap-6">
        <Card id={SETTINGS_SECTION_IDS.profile} className={cn('scroll-mt-20', ring('profile'))}>
          <CardHeader>
            <CardTitle>{t('tab.profileTitle')}</CardTitle>
            <CardDescription>{t('tab.profileDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileCardBody />
          </CardContent>
        </Card>

        <LanguageCard />

        <VerificationCard />

        <Card id={SETTINGS_SECTION_IDS.security} className={cn('scroll-mt-20', ring('security'))}>
          <CardHeader>
            <CardTitle>{t('tab.securityTitle')}</CardTitle>
            <CardDescription>{t('tab.securityDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            <section aria-labelledby={passwordHeadingId} className="grid gap-4">
              <h3 id={passwordHeadingId} className="font-semibold">
                {t('tab.changePassword')}
              </h3>
              <ChangePasswordForm email={user?.email ?? ''} />
            </section>
            <section aria-labelledby={sessionsHeadingId} className="grid gap-2 border-t pt-6">
              <h3 id={sessionsHeadingId} className="font-semibold">
                {t('tab.activeSessions')}
              </h3>
              <p className="text-sm text-muted-foreground">{t('tab.activeSessionsDescription')}</p>
              <ActiveSessions />
            </section>
            <section
              id={SETTINGS_SECTION_IDS.management}
              aria-labelledby={managementHeadingId}
              className="grid scroll-mt-20 gap-4 border-t pt-6"
            >
              <h3 id={managementHeadingId} className="font-semibold">
                {t('tab.accountManagement')}
              </h3>
              <DeleteAccountCard />
            </section>
          </CardContent>
        </Card>
      </div>
    </SettingsControlsProvider>
  );
}
