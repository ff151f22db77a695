import { LISTING_IMAGE_MIME_TYPES } from '@marketplace/contract/listings-messages';
import { ImagePlus, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { PhotoFile } from '../hooks/use-photo-file';

interface IdPhotoFieldProps {
  id: string;
  label: string;
  /** The preview's alternative text, e.g. "Preview: front of your id". */
  previewAlt: string;
  /** The remove button's accessible name, e.g. "Remove front of your id". */
  removeLabel: string;
  photo: PhotoFile | null;
  error: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** One side of the national ID: a tap-anywhere picker that turns into a preview once a photo is chosen. */
export function IdPhotoField({
  id,
  label,
  previewAlt,
  removeLabel,
  photo,
  error,
  disabled,
  onChoose,
  onRemove,
}: IdPhotoFieldProps) {
  const errorId = `${id}-error`;
  const { t } = useTranslation('settings');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div
        className={cn(
          'relative flex aspect-[3/2] items-center justify-center overflow-hidden rounded-lg border-2 border-dashed bg-muted/40 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
          error ? 'border-destructive' : 'border-input',
          disabled && 'opacity-60',
        )}
      >
        {photo ? (
          <img src={photo.previewUrl} alt={previewAlt} className="h-full w-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-1 px-3 text-center text-sm text-muted-foreground">
            <ImagePlus aria-hidden="true" className="h-7 w-7" />
            <span>
              <Trans
                t={t}
                i18nKey="photo.choose"
                components={{ strong: <span className="font-medium text-primary" /> }}
              />
            </span>
          </span>
        )}
        {/* Covers the box so a tap anywhere opens the picker (or replaces the photo). */}
        <input
          id={id}
          type="file"
          accept={LISTING_IMAGE_MIME_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </div>
      {photo ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span dir="auto" className="min-w-0 truncate text-muted-foreground">
            {photo.file.name}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={removeLabel}
          >
            <X aria-hidden="true" /> {t('photo.remove')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
