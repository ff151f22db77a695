import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ReportDialog } from './report-dialog';

/**
 * A small "Report this message" icon button for a message from the other member in a thread (issue #13 item
 * 5); the Report dialog opens for that message and the focus comes back here when it closes. The thread
 * renders it only for messages the member did not send (the API refuses one's own with 400).
 */
export function ReportMessageButton({ messageId, preview }: { messageId: string; preview?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('safety');
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        className="h-8 w-8 text-muted-foreground"
        aria-label={t('reportTitle.message')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
      </Button>
      <ReportDialog
        targetType="message"
        targetId={messageId}
        subject={preview}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={buttonRef}
      />
    </>
  );
}
