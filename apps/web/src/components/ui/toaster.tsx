import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const variantClass = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-success bg-success text-success-foreground',
};

/**
 * Renders the single visible toast (spec 01 §9: swipe threshold 50 px, hotkey F8): at the top of a phone's
 * screen, bottom right on wider ones, above the offline notice while it shows (`--offline-notice-height`,
 * components/layout/offline-notice.tsx).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION_MS}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-md p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            variantClass[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          {t.action ? (
            <Toast.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {t.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-sm p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Phones: at the top, clear of the keyboard, of the field a form brings to the middle (issue #16
          item 8) and of the offline notice at the bottom; wider screens: bottom right, above that notice. */}
      <Toast.Viewport className="fixed inset-x-0 top-0 z-[100] flex w-full flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:bottom-[var(--offline-notice-height,0px)] sm:right-0 sm:top-auto sm:max-w-sm sm:p-4" />
    </Toast.Provider>
  );
}
