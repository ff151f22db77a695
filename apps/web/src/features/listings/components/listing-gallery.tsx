import type { ListingImage } from '@marketplace/contract/listings-messages';
import { isLanguage, textDirection } from '@marketplace/contract/language';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

/** Spec 02 §9: thumbnails are shown in a window of 5. */
export const GALLERY_THUMBNAIL_WINDOW = 5;

/** The server's thumbnails are 400 px squares (apps/api/src/lib/images.ts). */
const THUMB_SIZE_PX = 400;
/** The middle size's largest width in px (apps/api/src/lib/images.ts). */
const MEDIUM_WIDTH_PX = 800;
/**
 * Tailwind's `sm`. For a photo without its 800 px size yet (`mediumUrl` null), narrower screens show the
 * 400 px thumbnail and wider ones the 1600 px photo; with it, the main photo's `srcset` decides.
 */
export const WIDE_SCREEN_MEDIA = '(min-width: 640px)';
/** Below `sm`: where the main photo is offered at most at 800 px. */
export const NARROW_SCREEN_MEDIA = '(max-width: 639.98px)';

/**
 * The main photo's rendered width in CSS px, for its `srcset` (item page layout: a `max-w-7xl px-4` page,
 * the gallery 3 of 5 columns with `gap-6` from `lg`, the whole width inside the padding below). A 360 px phone
 * (328 px slot) at 2x or 3x picks the 800 px file; a 1280 px screen at 2x the 1600 px one, at 1x the 800 px
 * one (740 px slot); tablets and small laptops between 640 and 1023 px at 1x the 1600 px one.
 */
export const MAIN_PHOTO_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, calc(100vw - 2rem)';

/**
 * The main photo's candidates with their true widths: the 400 px thumbnail, the ≤ 800 px and the ≤ 1600 px
 * photo (`largeUrl` null: left out, for phones). A photo smaller than that has fewer: where two files are
 * as wide, the middle one stays (the fewest bytes of the whole photo). The thumbnail is a square crop of the
 * photo, shown `object-cover` in the 4:3 frame on a phone as the others are, so only a 1x phone (the one
 * that picks it) sees a slightly tighter framing.
 * @param image the photo; `width` is the large file's width in px (the API's `width`)
 */
export function mainPhotoSrcSet(
  image: Pick<ListingImage, 'thumbUrl' | 'mediumUrl' | 'width'> & { largeUrl: string | null },
): string {
  const mediumWidth = Math.min(MEDIUM_WIDTH_PX, image.width);
  const candidates: Array<[url: string | null, width: number]> = [
    [image.thumbUrl, Math.min(THUMB_SIZE_PX, image.width)],
    [image.mediumUrl, mediumWidth],
    [image.largeUrl, image.width],
  ];
  return candidates
    .filter(
      ([url, width], i) => url !== null && (i === 1 || width !== mediumWidth || image.mediumUrl === null),
    )
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
}

export interface ListingGalleryProps {
  images: ListingImage[];
  /** The listing's name, used for the images' text alternatives. */
  name: string;
  /** How many placeholder tiles to show when the listing has no photos (spec 02 §2: the own-listing page uses 2). */
  placeholderCount?: number;
  className?: string;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/** The first thumbnail of a window of `size` that keeps `index` visible, moving the window as little as possible. */
function windowStartFor(index: number, currentStart: number, total: number, size: number): number {
  const maxStart = Math.max(0, total - size);
  if (index < currentStart) return clamp(index, 0, maxStart);
  if (index >= currentStart + size) return clamp(index - size + 1, 0, maxStart);
  return clamp(currentStart, 0, maxStart);
}

/** A horizontal finger movement at least this long changes the photo. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Touch (and pen) swipes over a photo: against the reading direction shows the next one (left in English,
 * right in Dhivehi, where the photos run right to left), with it the previous. Mouse users click the arrows
 * instead, so a mouse press stays a click (zoom). A swipe swallows the click the browser sends after it.
 */
function useSwipe(rtl: boolean, onStep: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const justSwiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      justSwiped.current = true;
      const towardsStart = rtl ? dx > 0 : dx < 0;
      onStep(towardsStart ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    /** True (once) when the click being handled ends a swipe. */
    consumeSwipe: () => {
      const swiped = justSwiped.current;
      justSwiped.current = false;
      return swiped;
    },
  };
}

function PlaceholderGallery({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('listings');
  const tiles = Math.max(1, count);
  return (
    <div className={cn('grid gap-3', className)}>
      <ListingImagePlaceholder className="aspect-[4/3] w-full rounded-lg" label={t('shared.noPhotoYet')} />
      {tiles > 1 ? (
        <div className="grid grid-cols-5 gap-2">
          {Array.from({ length: tiles - 1 }, (_, i) => (
            <ListingImagePlaceholder
              key={i}
              className="aspect-square w-full rounded-md"
              label={t('shared.noPhotoYet')}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Item photos (spec 02 §2): a main image, thumbnails in a sliding window of 5, and a zoom overlay opened by
 * clicking the main image. Left/right arrow keys and touch swipes step through the photos in the gallery
 * and in the overlay; the thumbnail window follows the current photo, and its own arrows move it by one.
 * In right to left (Dhivehi) the photos run from the right: "previous" is on the right, the left arrow key
 * and a swipe to the right show the next photo, and the arrows point the way they move.
 */
export function ListingGallery({ images, name, placeholderCount = 1, className }: ListingGalleryProps) {
  const { t, i18n } = useTranslation('listings');
  const rtl = isLanguage(i18n.language) && textDirection(i18n.language) === 'rtl';
  const [selected, setSelected] = useState(0);
  const [windowStart, setWindowStart] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  // The overlay mounts when first opened: mounted closed, Radix made hydration's commit one long task.
  const zoomMounted = useOpenedOnce(zoomOpen);
  const wideScreen = useMediaQuery(WIDE_SCREEN_MEDIA);
  const total = images.length;
  const current = clamp(selected, 0, Math.max(0, total - 1));
  // The window follows the current photo when a photo is chosen (select), but the thumbnail arrows may move
  // it away from the current photo: "›" with the first photo selected shows photos 2-6 (issue #16 item 13).
  const start = clamp(windowStart, 0, Math.max(0, total - GALLERY_THUMBNAIL_WINDOW));

  const select = (index: number) => {
    if (total === 0) return;
    const next = (index + total) % total;
    setSelected(next);
    setWindowStart(windowStartFor(next, start, total, GALLERY_THUMBNAIL_WINDOW));
  };
  const { consumeSwipe, ...swipeHandlers } = useSwipe(rtl, (direction) => {
    if (total > 1) select(current + direction);
  });

  if (total === 0) return <PlaceholderGallery count={placeholderCount} className={className} />;

  const image = images[current]!;
  const visibleThumbs = images.slice(start, start + GALLERY_THUMBNAIL_WINDOW);
  const onArrowKeys = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // The overlay is portalled but its React events still bubble to the section: handle each key once.
    event.stopPropagation();
    const towardsStart = event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    select(towardsStart ? current - 1 : current + 1);
  };
  const photo = (i: number) => ({ number: i + 1, total });

  return (
    <section aria-label={t('gallery.photos')} className={cn('grid gap-3', className)} onKeyDown={onArrowKeys}>
      <div className="relative overflow-hidden rounded-lg bg-muted">
        <button
          type="button"
          className="group block w-full cursor-zoom-in touch-pan-y focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          {...swipeHandlers}
          onClick={() => {
            if (!consumeSwipe()) setZoomOpen(true);
          }}
          aria-label={t('gallery.zoomIn', photo(current))}
        >
          {image.mediumUrl ? (
            // Issue #12 item 5: the browser picks by the slot's width and the screen's density — 800 px on
            // a phone at 2–3x, 1600 px on a wide 2x screen; the zoom overlay always shows the 1600 px photo.
            // Below `sm` the 1600 px file is not offered at all: Safari and Firefox take the smallest file of
            // at least the screen's density, which at 3x (1080 px for a 360 px phone) would be the 1600 px one.
            // The `<img>` offers it only once the browser says the screen is wide: in the server's HTML a
            // phone's preload scanner reads the candidates before the page's viewport applies, so the narrow
            // `<source>` does not match yet and `sizes` would pick 1600w (decision 015). A wide screen at 2x
            // therefore shows the 800 px file until hydration, then the 1600 px one.
            <picture>
              <source
                media={NARROW_SCREEN_MEDIA}
                srcSet={mainPhotoSrcSet({ ...image, largeUrl: null })}
                sizes={MAIN_PHOTO_SIZES}
              />
              <img
                src={image.mediumUrl}
                srcSet={mainPhotoSrcSet(wideScreen ? image : { ...image, largeUrl: null })}
                sizes={MAIN_PHOTO_SIZES}
                width={image.width}
                height={image.height}
                alt={t('gallery.imageAlt', { name, ...photo(current) })}
                draggable={false}
                className="aspect-[4/3] w-full select-none object-cover sm:object-contain"
              />
            </picture>
          ) : (
            /* A photo without its 800 px size yet: phones get the 400 px thumbnail (what the card showed); the
              1600 px photo only on wide screens and in the zoom overlay (decision 017). A media query, not
              `sizes`: from 400w and 1600w alone a phone at 3x would pick 1600. */
            <picture>
              {/* Only once the browser says the screen is wide: in the server's HTML a phone's preload scanner
                could pick the large source before the page's viewport applies (decision 015). */}
              {wideScreen ? (
                <source
                  media={WIDE_SCREEN_MEDIA}
                  srcSet={image.largeUrl}
                  width={image.width}
                  height={image.height}
                />
              ) : null}
              <img
                src={image.thumbUrl}
                width={THUMB_SIZE_PX}
                height={THUMB_SIZE_PX}
                alt={t('gallery.imageAlt', { name, ...photo(current) })}
                draggable={false}
                className="aspect-[4/3] w-full select-none object-cover sm:object-contain"
              />
            </picture>
          )}
          <span className="absolute bottom-2 end-2 rounded-full bg-black/60 p-2 text-white opacity-80 group-hover:opacity-100">
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </span>
        </button>
        {total > 1 ? (
          <>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full opacity-90 shadow"
              onClick={() => select(current - 1)}
              aria-label={t('gallery.previousPhoto')}
            >
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full opacity-90 shadow"
              onClick={() => select(current + 1)}
              aria-label={t('gallery.nextPhoto')}
            >
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
            <p
              className="absolute bottom-2 start-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white"
              dir="ltr"
              aria-live="polite"
            >
              {current + 1} / {total}
            </p>
          </>
        ) : null}
      </div>

      {total > 1 ? (
        <div className="flex items-center gap-1">
          {total > GALLERY_THUMBNAIL_WINDOW ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="h-9 w-7 shrink-0"
              disabled={start === 0}
              onClick={() => setWindowStart(start - 1)}
              aria-label={t('gallery.earlierThumbnails')}
            >
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          ) : null}
          <ul className="grid flex-1 grid-cols-5 gap-2">
            {visibleThumbs.map((thumb, i) => {
              const index = start + i;
              const isCurrent = index === current;
              return (
                <li key={thumb.id}>
                  <button
                    type="button"
                    onClick={() => select(index)}
                    aria-label={t('gallery.showPhoto', photo(index))}
                    aria-current={isCurrent ? 'true' : undefined}
                    className={cn(
                      'block w-full overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                      isCurrent ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                    )}
                  >
                    <img
                      src={thumb.thumbUrl}
                      alt=""
                      width={THUMB_SIZE_PX}
                      height={THUMB_SIZE_PX}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {total > GALLERY_THUMBNAIL_WINDOW ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="h-9 w-7 shrink-0"
              disabled={start + GALLERY_THUMBNAIL_WINDOW >= total}
              onClick={() => setWindowStart(start + 1)}
              aria-label={t('gallery.laterThumbnails')}
            >
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}

      {zoomMounted ? (
        <Dialog open={zoomOpen} onOpenChange={setZoomOpen}>
          <DialogContent
            className="max-h-[95vh] w-[calc(100%-1rem)] max-w-5xl gap-3 bg-black p-3 pt-12 text-white sm:p-4 sm:pt-12 [&>button:last-child]:text-white"
            onKeyDown={onArrowKeys}
          >
            <DialogTitle className="sr-only">{name}</DialogTitle>
            <DialogDescription className="sr-only">
              {t('gallery.zoomDescription', photo(current))}
            </DialogDescription>
            <div className="relative flex touch-pan-y items-center justify-center" {...swipeHandlers}>
              <img
                src={image.largeUrl}
                width={image.width}
                height={image.height}
                alt={t('gallery.imageAlt', { name, ...photo(current) })}
                draggable={false}
                className="max-h-[80vh] w-auto max-w-full select-none object-contain"
              />
              {total > 1 ? (
                <>
                  <Button
                    type="button"
                    variant="secondary"
                    size="icon"
                    className="absolute start-1 top-1/2 -translate-y-1/2 rounded-full opacity-90"
                    onClick={() => select(current - 1)}
                    aria-label={t('gallery.previousPhoto')}
                  >
                    <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="icon"
                    className="absolute end-1 top-1/2 -translate-y-1/2 rounded-full opacity-90"
                    onClick={() => select(current + 1)}
                    aria-label={t('gallery.nextPhoto')}
                  >
                    <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </div>
            {total > 1 ? (
              <p className="text-center text-sm text-white/80" dir="ltr">
                {current + 1} / {total}
              </p>
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
