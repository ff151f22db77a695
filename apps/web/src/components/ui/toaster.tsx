import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const variantClass = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-success bg-success text-success-foreground',
};

/**
 * Renders the single visible toast (spec 01 §9: swipe threshold 50 px, hotkey F8): at the top of a phone's
 * screen, at the reading side's bottom corner on wider ones (right in English, left in Dhivehi), above the
 * offline notice while it shows (`--offline-notice-height`, components/layout/offline-notice.tsx). It is
 * swiped away towards that side. Toasts are made with English texts (the contract's messages, the app's
 * own in lib/app-messages.ts): those are shown in the page's language (issue #15).
 */
export function Toaster() {
  const toasts = useToasts();
  const { t, i18n } = useTranslation();
  const message = useContractMessage();
  const shown = (text: ReactNode) => (typeof text === 'string' ? message(text) : text);
  const rtl = i18n.dir() === 'rtl';
  return (
    <Toast.Provider
      swipeDirection={rtl ? 'left' : 'right'}
      swipeThreshold={50}
      duration={TOAST_DEFAULT_DURATION_MS}
      label={t('ui.notification')}
    >
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          duration={entry.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-md p-4 pe-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            variantClass[entry.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{shown(entry.title)}</Toast.Title>
            {entry.description ? (
              <Toast.Description className="text-sm opacity-90">{shown(entry.description)}</Toast.Description>
            ) : null}
          </div>
          {entry.action ? (
            <Toast.Action
              altText={message(entry.action.label)}
              onClick={entry.action.onClick}
              className="ms-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {message(entry.action.label)}
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={t('ui.close')}
            className="absolute end-2 top-2 rounded-sm p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Phones: at the top, clear of the keyboard, of the field a form brings to the middle (issue #16
          item 8) and of the offline notice at the bottom; wider screens: the reading side's bottom corner,
          above that notice. */}
      <Toast.Viewport
        label={t('ui.notificationsRegion')}
        className="fixed inset-x-0 top-0 z-[100] flex w-full flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:bottom-[var(--offline-notice-height,0px)] sm:end-0 sm:top-auto sm:max-w-sm sm:p-4"
      />
    </Toast.Provider>
  );
}
