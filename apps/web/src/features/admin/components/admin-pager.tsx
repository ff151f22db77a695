import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface AdminPagerProps {
  page: number;
  totalPages: number;
  /** Disables both buttons while a page loads. */
  busy?: boolean;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one pager. */
  label?: string;
}

/** Previous / "Page N of M" / Next, for the admin tables (server-paged). */
export function AdminPager({ page, totalPages, busy, onPageChange, label }: AdminPagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={label ?? t('pager.label')} className="mt-4 flex items-center justify-between gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm" aria-current="page">
        {t('pager.pageOf', { page, totalPages })}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pager.next')}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
