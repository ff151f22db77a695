import { WifiOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNow } from '@/hooks/use-now';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useFormatters } from '@/i18n/format';
import { OFFLINE_NOTICE_TEXT } from '@/lib/app-messages';
import { useSavedCopyAt } from '@/hooks/use-saved-copy-at';
import { addressOf, recordSavedPageMeta } from '@/lib/saved-copy';

/** The notice's height in px while it shows, for the toasts to sit above it (components/ui/toaster.tsx). */
export const OFFLINE_NOTICE_HEIGHT_VAR = '--offline-notice-height';

/** The notice's words in English (issue #12 item 4); shown in the page's language (`common:offline`). */
export const OFFLINE_NOTICE = OFFLINE_NOTICE_TEXT;

/**
 * "You're offline" (issue #12 item 4): a status banner along the bottom of the screen on every page while the
 * browser has no network. It is placed after the page and sticks to the bottom edge (`sticky`, not `fixed`),
 * so it never covers the end of the page, and it stays clear of the sticky headers. The live region is always
 * in the page, so screen readers announce the notice when it appears; it stays empty while online.
 *
 * A page shown from this device's saved copy says how old that copy is ("This page was saved 3 hours ago.",
 * issue #37 item 1): the oldest time the service worker stamped on what the page at this address read.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  const { distanceToNow } = useFormatters();
  const location = useLocation();
  const savedAt = useSavedCopyAt(addressOf(location));
  const now = useNow();
  useEffect(recordSavedPageMeta, []);
  const notice = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(OFFLINE_NOTICE_HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(OFFLINE_NOTICE_HEIGHT_VAR);
    };
  }, [online]);
  return (
    <div role="status" className="sticky bottom-0 z-[65]">
      {online ? null : (
        <p
          ref={notice}
          className="flex items-start justify-center gap-2 bg-warning px-4 py-2.5 text-sm text-warning-foreground shadow-[0_-2px_8px_rgb(0_0_0/0.15)] sm:items-center"
        >
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.text')}
            {savedAt === null ? null : (
              <>
                {' '}
                {t('offline.savedAt', {
                  // Under a minute old: "less than a minute ago", not "0 seconds ago".
                  age: distanceToNow(
                    savedAt,
                    now - savedAt < 60_000 ? { addSuffix: true } : { addSuffix: true, now },
                  ),
                })}
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
