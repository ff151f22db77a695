import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder shapes for the item page while it loads (spec 02 §2). */
export function ItemDetailSkeleton() {
  const { t } = useTranslation('listings');
  return (
    <div role="status" aria-label={t('shared.loadingItem')} className="grid gap-6 lg:grid-cols-5">
      <div className="grid gap-3 lg:col-span-3">
        <Skeleton className="aspect-[4/3] w-full rounded-lg" />
        <div className="grid grid-cols-5 gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      </div>
      <div className="grid content-start gap-4 lg:col-span-2">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
