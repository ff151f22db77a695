import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { MARKETING_MESSAGES, POST_CARD_HEIGHT_PX, POST_CARD_WIDTH_PX } from '@marketplace/contract/marketing';
import { ADMIN_MESSAGES } from '@marketplace/contract/admin';
import { Copy, Download, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useSiteConfig } from '@/hooks/use-site-config';
import { toast } from '@/lib/toast-store';
import { errorText } from '../../utils/error-text';
import { useMarketingListing } from '../api/get-marketing-listing';
import { capturePostImage, describeCaptureError, downloadDataUrl } from '../utils/capture-post-image';
import { FALLBACK_POST_IMAGE } from '../utils/fallback-post-image';
import { buildPostCaption, toPostListing, type CaptionWords } from '../utils/post-caption';
import { postImageFileName } from '../utils/post-file-name';
import { PostCard } from './post-card';

/**
 * Shows the 360×480 card at full size, or scaled down to fit screens narrower than that (360 px phones with
 * page padding). The scale sits on a wrapper, never on the card, so the capture stays 360×480.
 */
function ScaledPreview({ children }: { children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setScale(width > 0 ? Math.min(1, width / POST_CARD_WIDTH_PX) : 1);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    // Left to right in both languages: the card is a picture of a fixed design, and the wrapper's scale
    // shrinks it towards its top-left corner, which must be the frame's.
    <div
      ref={frameRef}
      dir="ltr"
      className="w-full max-w-[360px] overflow-hidden rounded-lg shadow-md ring-1 ring-border"
      style={{ height: POST_CARD_HEIGHT_PX * scale }}
    >
      <div
        style={{
          width: POST_CARD_WIDTH_PX,
          height: POST_CARD_HEIGHT_PX,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: 'top left',
        }}
      >
        {children}
      </div>
    </div>
  );
}

type LogoState = 'loading' | 'ready' | 'failed';

/**
 * The post for one loaded listing: preview, Download PNG and the caption with Copy (spec 02 §4 Marketing
 * tool). Download waits for the product image (or the fallback) and the logo: until both have loaded it only
 * toasts "Assets Still Loading". A logo that fails to load is left out rather than blocking for good.
 */
function PostEditor({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const message = useContractMessage();
  const uid = useId();
  const { siteName, productNoun, baseUrl } = useSiteConfig();
  const siteUrl = baseUrl || window.location.origin;
  const post = toPostListing(listing, (condition) =>
    tc(`condition.${condition}`, { defaultValue: condition }),
  );
  const words: CaptionWords = {
    price: (price) => t('marketing.caption.price', { price }),
    condition: (condition) => t('marketing.caption.condition', { condition }),
    location: (location) => t('marketing.caption.location', { location }),
    category: (category) => t('marketing.caption.category', { category }),
    contact: (phone) => t('marketing.caption.contact', { phone }),
    viewOn: (name, url) => t('marketing.caption.viewOn', { siteName: name, url }),
  };
  const caption = buildPostCaption(post, { siteName, productNoun, siteUrl }, words);

  const cardRef = useRef<HTMLDivElement>(null);
  const [imageSrc, setImageSrc] = useState(listing.images[0]?.largeUrl ?? FALLBACK_POST_IMAGE);
  const [imageReady, setImageReady] = useState(false);
  const [logo, setLogo] = useState<LogoState>('loading');
  const [generating, setGenerating] = useState(false);
  const [copying, setCopying] = useState(false);
  const assetsReady = imageReady && logo !== 'loading';

  async function handleDownload() {
    if (!assetsReady) {
      toast({
        title: message(MARKETING_MESSAGES.assetsLoading),
        description: message(MARKETING_MESSAGES.assetsLoadingText),
      });
      return;
    }
    const node = cardRef.current;
    if (!node) {
      toast({ title: message(MARKETING_MESSAGES.previewNotFound), variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const dataUrl = await capturePostImage(node);
      downloadDataUrl(dataUrl, postImageFileName(listing.name, listing.item_display_id));
    } catch (error) {
      console.warn('Could not generate the post image', error);
      toast({
        title: message(MARKETING_MESSAGES.imageFailed),
        description: message(describeCaptureError(error)),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  async function handleCopy() {
    setCopying(true);
    try {
      if (!navigator.clipboard) throw new Error(MARKETING_MESSAGES.clipboardUnavailable);
      await navigator.clipboard.writeText(caption);
      toast({
        title: message(MARKETING_MESSAGES.copied),
        description: message(MARKETING_MESSAGES.copiedText),
        variant: 'success',
      });
    } catch (error) {
      console.warn('Could not copy the caption', error);
      toast({
        title: message(MARKETING_MESSAGES.copyFailed),
        description: message(errorText(error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    } finally {
      setCopying(false);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[360px_minmax(0,1fr)]">
      <div className="grid content-start justify-items-center gap-3 xl:justify-items-start">
        <ScaledPreview>
          <PostCard
            ref={cardRef}
            listing={post}
            condition={listing.condition}
            imageSrc={imageSrc}
            siteName={siteName}
            siteUrl={siteUrl}
            showLogo={logo !== 'failed'}
            onImageLoad={() => setImageReady(true)}
            onImageError={() => {
              // The photo would not load: show (and capture) the fallback picture instead.
              if (imageSrc !== FALLBACK_POST_IMAGE) setImageSrc(FALLBACK_POST_IMAGE);
            }}
            onLogoLoad={() => setLogo('ready')}
            onLogoError={() => setLogo('failed')}
          />
        </ScaledPreview>
        <p aria-live="polite" className="text-xs text-muted-foreground">
          {assetsReady ? t('marketing.ready') : t('marketing.loadingImages')}
        </p>
        <Button
          type="button"
          className="w-full max-w-[360px]"
          onClick={handleDownload}
          disabled={generating}
          aria-disabled={!assetsReady || undefined}
        >
          {generating ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {generating ? t('marketing.generating') : t('marketing.download')}
        </Button>
      </div>

      <div className="grid content-start gap-2">
        <Label htmlFor={`${uid}-caption`}>{t('marketing.captionLabel')}</Label>
        <Textarea
          id={`${uid}-caption`}
          readOnly
          value={caption}
          rows={14}
          className="resize-y whitespace-pre-wrap"
          dir="auto"
        />
        <Button
          type="button"
          variant="outline"
          onClick={handleCopy}
          disabled={copying}
          className="justify-self-start"
        >
          <Copy aria-hidden="true" />
          {t('marketing.copyCaption')}
        </Button>
      </div>
    </div>
  );
}

/** Loads the picked listing (`GET /api/listings/{id}`) and shows its post once it is there. */
export function PostComposer({ listingId }: { listingId: string }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const { data: listing, error, isPending, isFetching, refetch } = useMarketingListing(listingId);

  if (isPending) {
    return (
      <div role="status" className="grid justify-items-center gap-3 xl:justify-items-start">
        <span className="sr-only">{t('marketing.loadingListing')}</span>
        <Skeleton className="aspect-[3/4] w-full max-w-[360px]" />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="text-destructive">
          {t('marketing.loadFailed', { error: message(errorText(error, ADMIN_MESSAGES.unexpected)) })}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RotateCcw aria-hidden="true" />
          {t('shared.tryAgain')}
        </Button>
      </div>
    );
  }
  // Keyed by listing: a new pick starts with its own image and loading state.
  return <PostEditor key={listing.id} listing={listing} />;
}
