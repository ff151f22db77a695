import { SETTINGS_MESSAGES } from '@marketplace/contract/accounts-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, MailWarning } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { meQueryKey, useCurrentUser } from '@/hooks/use-current-user';
import { ownProfileQueryKey } from '@/hooks/use-session-sync';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { showSettingsErrorToast } from '../utils/error-toast';

/** "Resend verification e-mail": success toast; 409 (already confirmed) refreshes what the page shows. */
function ResendButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const resend = useResendVerificationEmail();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className={cn('bg-background', className)}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: message(SETTINGS_MESSAGES.verificationEmailSent),
              description: message(SETTINGS_MESSAGES.verificationEmailSentText),
              variant: 'success',
            }),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              void queryClient.invalidateQueries({ queryKey: meQueryKey });
              void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
            }
            showSettingsErrorToast(message(SETTINGS_MESSAGES.verificationEmailFailed), error, message);
          },
        })
      }
    >
      {resend.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {resend.isPending ? t('emailVerification.sending') : message(SETTINGS_MESSAGES.resendVerificationEmail)}
    </Button>
  );
}

/** Settings → Profile: the unconfirmed e-mail address, with the resend action. */
export function EmailVerificationAlert({ email }: { email: string }) {
  const titleId = useId();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  return (
    <div
      aria-labelledby={titleId}
      role="region"
      className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="h-5 w-5 shrink-0 text-warning" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-medium">
          {message(SETTINGS_MESSAGES.emailNotVerified)}
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="emailVerification.notConfirmed"
            values={{ email }}
            components={{ email: <span dir="ltr" className="wrap-anywhere font-medium text-foreground" /> }}
          />{' '}
          {message(SETTINGS_MESSAGES.emailNotVerifiedText)}
        </p>
      </div>
      <ResendButton className="self-start sm:self-center" />
    </div>
  );
}

/** The dashboard frame's compact notice for members whose e-mail is not confirmed yet (nothing otherwise). */
export function EmailVerificationBanner() {
  const { user } = useCurrentUser();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  if (!user || user.emailVerified) return null;
  return (
    <div
      role="region"
      aria-label={t('emailVerification.bannerLabel')}
      className="mb-6 flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-warning sm:block" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{message(SETTINGS_MESSAGES.emailNotVerified)}</span>{' '}
        <span className="text-muted-foreground">
          <Trans
            t={t}
            i18nKey="emailVerification.checkInbox"
            values={{ email: user.email }}
            components={{ email: <span dir="ltr" className="wrap-anywhere" /> }}
          />
        </span>
      </p>
      <ResendButton className="self-start sm:self-center" />
    </div>
  );
}
