import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';

interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter panel. */
  children: ReactNode;
}

/**
 * The filters as a left drawer under lg (spec 02 §2). Its own chunk: Radix Dialog with its focus trap and
 * scroll lock loads when a visitor first opens the drawer, not with the browse page.
 */
export function FilterDrawer({ open, onOpenChange, children }: FilterDrawerProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[22rem] max-w-[100vw] lg:hidden">
        <div className="border-b px-4 py-4 pe-12">
          <SheetTitle>{t('drawer.title')}</SheetTitle>
          <SheetDescription>{t('drawer.description')}</SheetDescription>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
