import {
  SETTINGS_MESSAGES,
  type IdVerificationStatus,
  type OwnProfile,
} from '@marketplace/contract/accounts-messages';
import { BadgeCheck, Loader2 } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { idVerificationPhotoUrl, type IdPhotoSide } from '../api/get-id-verification-photo';
import { useSubmitIdVerification } from '../api/submit-id-verification';
import { usePhotoFile } from '../hooks/use-photo-file';
import { showSettingsErrorToast } from '../utils/error-toast';
import { IdPhotoField } from './id-photo-field';

const STATUS_BADGE: Record<IdVerificationStatus, 'outline' | 'warning' | 'success' | 'destructive'> = {
  not_submitted: 'outline',
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
};

/** Each side's texts (keys of the `settings` namespace). */
const SIDES = [
  {
    side: 'front',
    label: 'idVerification.front',
    submittedAlt: 'idVerification.submittedFrontAlt',
    previewAlt: 'photo.frontPreviewAlt',
    removeLabel: 'photo.removeFront',
  },
  {
    side: 'back',
    label: 'idVerification.back',
    submittedAlt: 'idVerification.submittedBackAlt',
    previewAlt: 'photo.backPreviewAlt',
    removeLabel: 'photo.removeBack',
  },
] as const satisfies ReadonlyArray<Record<string, string> & { side: IdPhotoSide }>;

/** Thumbnails of the photos on file (served to their owner only, never cached). */
function SubmittedPhotos({ profile, version }: { profile: OwnProfile; version: number }) {
  const { hasFrontPhoto, hasBackPhoto } = profile.idVerification;
  const { t } = useTranslation('settings');
  const shown = SIDES.filter(({ side }) => (side === 'front' ? hasFrontPhoto : hasBackPhoto));
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('idVerification.submittedPhotos')}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:max-w-md">
        {shown.map(({ side, label, submittedAlt }) => (
          <li key={side}>
            <figure className="grid gap-1">
              <img
                src={idVerificationPhotoUrl(side, version)}
                alt={t(submittedAlt)}
                loading="lazy"
                className="aspect-[3/2] w-full rounded-md border bg-muted object-cover"
              />
              <figcaption className="text-xs text-muted-foreground">{t(label)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Front and back pickers with previews; both are required. */
function IdVerificationForm({ resubmission }: { resubmission: boolean }) {
  const uid = useId();
  const front = usePhotoFile();
  const back = usePhotoFile();
  const submit = useSubmitIdVerification();
  const busy = submit.isPending;
  const { t } = useTranslation('settings');
  const message = useContractMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!front.photo) front.setError(message(SETTINGS_MESSAGES.idPhotosRequired));
    if (!back.photo) back.setError(message(SETTINGS_MESSAGES.idPhotosRequired));
    if (!front.photo || !back.photo) {
      document.getElementById(front.photo ? `${uid}-back` : `${uid}-front`)?.focus();
      return;
    }
    submit.mutate(
      { front: front.photo.file, back: back.photo.file },
      {
        onSuccess: () => {
          front.clear();
          back.clear();
          toast({
            title: message(SETTINGS_MESSAGES.verificationSubmitted),
            description: message(SETTINGS_MESSAGES.verificationSubmittedText),
            variant: 'success',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const issue of error.issues) {
              if (issue.path === 'front') front.setError(message(issue.message));
              if (issue.path === 'back') back.setError(message(issue.message));
            }
          }
          showSettingsErrorToast(message(SETTINGS_MESSAGES.verificationSubmitFailed), error, message);
        },
      },
    );
  }

  const pickers = { front, back };
  return (
    <form
      noValidate
      aria-label={t('idVerification.formLabel')}
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={busy}
    >
      <div className="grid items-start gap-4 sm:max-w-2xl sm:grid-cols-2">
        {SIDES.map(({ side, label, previewAlt, removeLabel }) => {
          const picker = pickers[side];
          return (
            <IdPhotoField
              key={side}
              id={`${uid}-${side}`}
              label={t(label)}
              previewAlt={t(previewAlt)}
              removeLabel={t(removeLabel)}
              photo={picker.photo}
              error={picker.error}
              disabled={busy}
              onChoose={picker.choose}
              onRemove={picker.clear}
            />
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" /> {t('idVerification.uploading')}
            </>
          ) : resubmission ? (
            t('idVerification.resubmit')
          ) : (
            t('idVerification.submit')
          )}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → Seller verification (spec 02 §4): the status (not_submitted → pending "Pending Review" →
 * verified / rejected), the admin's note on a rejection, the photos on file, and the front/back upload
 * whenever there is nothing awaiting review or already verified.
 */
export function IdVerificationCard({ profile, version }: { profile: OwnProfile; version: number }) {
  const { status, adminNotes } = profile.idVerification;
  const canSubmit = status === 'not_submitted' || status === 'rejected';
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  return (
    <Card id="settings-verification" className="scroll-mt-20">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('idVerification.title')}</CardTitle>
          <Badge variant={STATUS_BADGE[status]}>{t(`idVerification.status.${status}`)}</Badge>
        </div>
        {canSubmit ? (
          <CardDescription>{message(SETTINGS_MESSAGES.idVerificationIntro)}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {status === 'pending' ? (
          <p className="text-sm">{message(SETTINGS_MESSAGES.idVerificationPendingText)}</p>
        ) : null}
        {status === 'verified' ? (
          <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
            <BadgeCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-success" />
            <div className="grid gap-1">
              <Badge variant="success" className="w-fit">
                {t('idVerification.verifiedSeller')}
              </Badge>
              <p className="text-sm">{message(SETTINGS_MESSAGES.verifiedSellerText)}</p>
            </div>
          </div>
        ) : null}
        {status === 'rejected' ? (
          <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-4">
            <h3 className="text-sm font-semibold">{message(SETTINGS_MESSAGES.idVerificationRejectedNote)}</h3>
            <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm">
              {adminNotes || message(SETTINGS_MESSAGES.idVerificationRejectedFallback)}
            </p>
          </div>
        ) : null}
        {status === 'verified' ? null : <SubmittedPhotos profile={profile} version={version} />}
        {canSubmit ? <IdVerificationForm resubmission={status === 'rejected'} /> : null}
      </CardContent>
    </Card>
  );
}
