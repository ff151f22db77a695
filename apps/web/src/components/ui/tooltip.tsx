import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Spec 01 §2: tooltips on the forms delay 300 ms. */
export const TOOLTIP_DELAY_MS = 300;

/** True below a `TooltipProvider`, so a lone `Tooltip` knows whether it must bring its own. */
const InTooltipProvider = createContext(false);

/**
 * Shares the 300 ms delay (and Radix's skip-delay when moving between triggers) across a group of
 * tooltips, e.g. a collapsed side menu. Not app-wide: Radix Tooltip's popper code then stays out of the
 * first-load bundle and loads with the pages that show tooltips.
 */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InTooltipProvider value={true}>
      <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} {...props} />
    </InTooltipProvider>
  );
}

/** A tooltip; outside a `TooltipProvider` it provides the 300 ms delay itself. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const provided = useContext(InTooltipProvider);
  const root = <TooltipPrimitive.Root {...props} />;
  return provided ? root : <TooltipProvider>{root}</TooltipProvider>;
}
export const TooltipTrigger = TooltipPrimitive.Trigger;
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
