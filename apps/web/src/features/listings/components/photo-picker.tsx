import { LISTING_IMAGES_MAX, LISTING_IMAGE_MIME_TYPES } from '@marketplace/contract/listings-messages';
import { UPLOAD_MESSAGES } from '@marketplace/contract/listings-messages';
import { AlertTriangle, Check, ChevronLeft, ChevronRight, ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useContractMessage } from '@/i18n/contract-messages';
import { cn } from '@/lib/utils';
import { isInFlight, type NewPhoto, type SelectedPhoto } from '../hooks/use-photo-selection';

export interface PhotoPickerProps {
  id: string;
  photos: SelectedPhoto[];
  error: string | null;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Sends a failed photo again. */
  onRetry: (id: string) => void;
  onMove: (id: string, direction: -1 | 1) => void;
  /** Moves a photo to the front, making it the cover. */
  onMakeCover: (id: string) => void;
}

/** One picked photo's way to the server: a progress bar while it is made small and sent, then the outcome. */
function UploadState({
  photo,
  number,
  onRetry,
  onCancel,
}: {
  photo: NewPhoto;
  /** The photo's place in the list, from 1 (its name in the buttons' labels). */
  number: number;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const percent = Math.round(photo.progress * 100);
  if (photo.status === 'uploaded') {
    return (
      <p className="flex items-center gap-1 px-2 pt-1.5 text-xs font-medium text-emerald-700">
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
        {t('photos.uploaded')}
      </p>
    );
  }
  if (photo.status === 'failed') {
    return (
      <div className="grid gap-1 px-2 pt-1.5">
        <p className="flex items-start gap-1 text-xs font-medium text-destructive">
          <AlertTriangle className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{message(photo.error ?? UPLOAD_MESSAGES.uploadFailed)}</span>
        </p>
        <Button type="button" variant="outline" size="sm" className="h-8" onClick={onRetry} aria-label={t('photos.retryLabel', { number })}>
          <RotateCcw aria-hidden="true" />
          {t('photos.retry')}
        </Button>
      </div>
    );
  }
  const compressing = photo.status === 'compressing';
  return (
    <div className="grid gap-1 px-2 pt-1.5">
      <div className="flex items-center justify-between gap-1 whitespace-nowrap text-xs text-muted-foreground">
        <span>{compressing ? t('photos.preparing') : t('photos.sent', { percent })}</span>
        <button
          type="button"
          className="rounded px-1 font-medium text-foreground underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={onCancel}
          aria-label={t('photos.cancelLabel', { number })}
        >
          {t('photos.cancel')}
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t('photos.progressLabel', { number })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={compressing ? undefined : percent}
        aria-valuetext={compressing ? t('photos.preparingValue') : `${percent}%`}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full bg-primary transition-[width]', compressing && 'animate-pulse')}
          style={{ width: compressing ? '8%' : `${Math.max(percent, 3)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Photo field of the listing form: a file picker and a drop zone, previews in order with the first marked
 * Cover, and buttons to move, make the cover or remove each photo (all reachable by keyboard). Each picked
 * photo shows its upload: progress, cancel, retry (issue #12), and a line says what is still on its way. In
 * edit mode the listing's current photos share the one list with the new ones.
 */
export function PhotoPicker({
  id,
  photos,
  error,
  disabled = false,
  onAdd,
  onRemove,
  onRetry,
  onMove,
  onMakeCover,
}: PhotoPickerProps) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const [dragging, setDragging] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // After a move the list re-renders in a new order; keep keyboard focus on the button that was pressed.
  const focusAfterMove = useRef<{ id: string; direction: -1 | 1 } | null>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const full = photos.length >= LISTING_IMAGES_MAX;

  useEffect(() => {
    const pending = focusAfterMove.current;
    focusAfterMove.current = null;
    if (!pending || !listRef.current) return;
    const { id: photoId, direction } = pending;
    const item = listRef.current.querySelector(`[data-photo-id="${photoId}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-direction}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [photos]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('photos.label')}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('photos.hint', { max: LISTING_IMAGES_MAX })}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
          dragging ? 'border-primary bg-accent' : 'border-input',
          error ? 'border-destructive' : null,
          (disabled || full) && 'opacity-60',
        )}
      >
        <ImagePlus className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">
          <Trans t={t} i18nKey="photos.dropZone" components={{ choose: <span className="font-medium text-primary" /> }} />
        </p>
        <p className="text-xs text-muted-foreground">
          {t('photos.added', { count: photos.length, max: LISTING_IMAGES_MAX })}
        </p>
        {/* The input covers the zone, so a tap anywhere opens the picker; it stays keyboard-focusable. */}
        <input
          id={id}
          type="file"
          accept={LISTING_IMAGE_MIME_TYPES.join(',')}
          multiple
          disabled={disabled || full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Reset so picking the same file again still fires a change.
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {message(error)}
        </p>
      ) : null}

      <UploadSummary photos={photos} />

      {photos.length > 0 ? (
        <ul
          ref={listRef}
          aria-label={t('photos.selected')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li
                key={photo.id}
                data-photo-id={photo.id}
                className="overflow-hidden rounded-md border bg-card"
              >
                <div className="relative">
                  <img
                    src={photo.previewUrl}
                    alt={
                      photo.kind === 'new'
                        ? t('photos.alt', { number, name: photo.name })
                        : t('photos.altCurrent', { number })
                    }
                    className="aspect-square w-full object-cover"
                  />
                  {index === 0 ? <Badge className="absolute start-2 top-2 shadow">{t('photos.cover')}</Badge> : null}
                  <Button
                    type="button"
                    variant="destructive"
                    size="icon"
                    className="absolute end-1 top-1 h-8 w-8 rounded-full shadow"
                    disabled={disabled}
                    onClick={() => onRemove(photo.id)}
                    aria-label={t('photos.remove', { number })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {photo.kind === 'new' ? (
                  <UploadState
                    photo={photo}
                    number={number}
                    onRetry={() => onRetry(photo.id)}
                    onCancel={() => onRemove(photo.id)}
                  />
                ) : null}
                <div className="flex items-center justify-between gap-1 p-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    data-move="-1"
                    disabled={disabled || index === 0}
                    onClick={() => {
                      focusAfterMove.current = { id: photo.id, direction: -1 };
                      onMove(photo.id, -1);
                    }}
                    aria-label={t('photos.moveEarlier', { number })}
                  >
                    <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                  {index === 0 ? (
                    <span className="text-xs text-muted-foreground" aria-hidden="true">
                      1
                    </span>
                  ) : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="h-8 px-1.5 text-xs"
                      disabled={disabled}
                      onClick={() => {
                        focusAfterMove.current = { id: photo.id, direction: 1 };
                        onMakeCover(photo.id);
                      }}
                      aria-label={t('photos.makeCoverLabel', { number })}
                    >
                      {t('photos.makeCover')}
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    data-move="1"
                    disabled={disabled || index === photos.length - 1}
                    onClick={() => {
                      focusAfterMove.current = { id: photo.id, direction: 1 };
                      onMove(photo.id, 1);
                    }}
                    aria-label={t('photos.moveLater', { number })}
                  >
                    <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * What is still on its way, in words (issue #12: "the member is told plainly what is still uploading"). A
 * polite live region that changes only when a photo finishes or fails, never with each progress step.
 */
function UploadSummary({ photos }: { photos: SelectedPhoto[] }) {
  const { t } = useTranslation('listings');
  const picked = photos.filter((p): p is NewPhoto => p.kind === 'new');
  const inFlight = picked.filter(isInFlight);
  const failed = picked.filter((p) => p.status === 'failed');
  const waiting = failed.filter((p) => p.offline).length;
  const refused = failed.length - waiting;
  const sending = inFlight.length - failed.length;
  // Whole sentences, each its own text: they are joined, never built from pieces.
  const parts: string[] = [];
  if (refused > 0) parts.push(t('photos.refused', { count: refused }));
  if (waiting > 0) parts.push(t('photos.waiting', { count: waiting }));
  if (sending > 0) parts.push(t('photos.sending', { sending, count: picked.length }));
  if (parts.length === 0 && picked.length > 0) parts.push(t('photos.allUploaded', { count: picked.length }));
  const text = parts.join(' ');
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn('text-sm', failed.length > 0 ? 'font-medium text-destructive' : 'text-muted-foreground', !text && 'sr-only')}
    >
      {text}
    </p>
  );
}
