import { SAFETY_MESSAGES, type ReportTargetType } from '@marketplace/contract/safety-messages';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';

const loadReportDialog = () => import('./report-dialog');
// The dialog validates with the contract's schema (zod): its code is not part of the page's first load
// (issue #12, phones), but fetched once the page is idle, so a tap opens it at once.
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));

/** Starts loading the dialog's code when the browser is idle (or after 2 s where it cannot say). */
function usePrefetchReportDialog() {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => void loadReportDialog(), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => void loadReportDialog(), 2000);
    return () => clearTimeout(timer);
  }, []);
}

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, shown in the dialog (e.g. the listing's or the member's name). */
  subject?: string;
  /** The button's text; "Report" by default. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * A "Report" button that opens the Report dialog and gets the focus back when it closes. For a listing on the
 * item page, for a member (the seller page, wired by the route), for a message in a thread. Members only: the
 * caller renders it for signed-in members who are not the target.
 */
export function ReportButton({ targetType, targetId, subject, label, variant = 'ghost', size = 'sm', className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted on the first tap and kept, so closing it animates and returns the focus as before.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const m = useContractMessage();
  usePrefetchReportDialog();
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant={variant}
        size={size}
        className={className}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Flag aria-hidden="true" />
        {label ?? m(SAFETY_MESSAGES.reportButton)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} subject={subject} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
