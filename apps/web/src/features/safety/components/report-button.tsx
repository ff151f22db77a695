import { SAFETY_MESSAGES, type ReportTargetType } from '@marketplace/contract/safety';
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ReportDialog } from './report-dialog';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} type="button" variant={variant} size={size} className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Flag aria-hidden="true" />
        {label ?? SAFETY_MESSAGES.reportButton}
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} subject={subject} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
    </>
  );
}
