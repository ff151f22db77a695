import { SETTINGS_MESSAGES, type OwnProfile } from '@marketplace/contract/accounts-messages';
import { LISTING_IMAGE_MIME_TYPES } from '@marketplace/contract/listings-messages';
import { Camera, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/components/layout/user-avatar';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useUploadAvatar } from '../api/upload-avatar';
import { usePhotoFile } from '../hooks/use-photo-file';
import { showSettingsErrorToast } from '../utils/error-toast';

/**
 * The member's photo (or initials) with "Change photo": pick a JPEG, PNG or WebP up to 10 MB, see it, then
 * save it. The server crops it to a 256 px square. Success updates every avatar on the page at once.
 */
export function AvatarUploader({ profile }: { profile: OwnProfile }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { photo, error, setError, choose, clear } = usePhotoFile();
  const upload = useUploadAvatar();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  const uploading = upload.isPending;
  const shownUrl = photo?.previewUrl ?? profile.avatarUrl;

  function save() {
    if (!photo) return;
    upload.mutate(photo.file, {
      onSuccess: () => {
        clear();
        toast({ title: message(SETTINGS_MESSAGES.avatarUpdated), variant: 'success' });
      },
      onError: (uploadError) => {
        const issue =
          uploadError instanceof ApiError
            ? uploadError.issues.find((i) => i.path === 'avatar')?.message
            : undefined;
        if (issue) setError(message(issue));
        showSettingsErrorToast(message(SETTINGS_MESSAGES.avatarUploadFailed), uploadError, message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar className="h-20 w-20 text-2xl" aria-busy={uploading}>
        {shownUrl ? (
          <AvatarImage src={shownUrl} alt={photo ? t('avatar.previewAlt') : t('avatar.currentAlt')} />
        ) : null}
        <AvatarFallback aria-hidden="true" className="text-2xl">
          {initialsOf(profile)}
        </AvatarFallback>
      </Avatar>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {/* The real control is the visually hidden input; the label looks like a button. */}
          <input
            id={inputId}
            type="file"
            accept={LISTING_IMAGE_MIME_TYPES.join(',')}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Reset so picking the same file again still fires a change.
              event.target.value = '';
              if (file) choose(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            )}
          >
            <Camera aria-hidden="true" />
            {t('avatar.change')}
          </label>
          {photo ? (
            <>
              <Button type="button" size="sm" onClick={save} disabled={uploading}>
                {uploading ? (
                  <>
                    <Loader2 aria-hidden="true" className="animate-spin" /> {t('avatar.uploading')}
                  </>
                ) : (
                  t('avatar.save')
                )}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={clear} disabled={uploading}>
                {t('avatar.cancel')}
              </Button>
            </>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('avatar.hint')}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        {uploading ? (
          <p role="status" className="sr-only">
            {t('avatar.uploadingStatus')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
