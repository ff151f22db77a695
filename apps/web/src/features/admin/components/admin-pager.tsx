import { ChevronLeft, ChevronRight } from 'lucide-react';
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
export function AdminPager({ page, totalPages, busy, onPageChange, label = 'Pagination' }: AdminPagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm" aria-current="page">
        Page {page} of {totalPages}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
