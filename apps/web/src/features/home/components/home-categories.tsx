import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/reference-data';
import { useCategoryName } from '@/i18n/category-name';

/** "Browse by category": every category as a link to the marketplace filtered by it. */
export function HomeCategories() {
  const categoryName = useCategoryName();
  const categories = useCategories();
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-categories-title"
      className="mx-auto w-full max-w-7xl px-4 pb-4 pt-14 sm:px-6"
    >
      <h2 id="home-categories-title" className="text-2xl font-bold tracking-tight">
        {t('categories.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('categories.subtitle')}</p>
      <div className="mt-6">
        {categories.isPending ? (
          <div role="status" aria-label={t('categories.loading')} className="flex flex-wrap gap-2">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-28 rounded-full" />
            ))}
          </div>
        ) : categories.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p>{t('categories.failed')}</p>
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              {t('categories.tryAgain')}
            </Button>
          </div>
        ) : categories.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('categories.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/marketplace?categories=${category.id}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium transition-colors hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Tag aria-hidden="true" className="h-4 w-4 text-primary" />
                  {categoryName(category.name)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
