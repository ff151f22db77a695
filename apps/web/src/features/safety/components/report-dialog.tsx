import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  SAFETY_MESSAGES,
  reportInputSchema,
  type ReportReason,
  type ReportTargetType,
} from '@marketplace/contract/safety';
import { CheckCircle2, Flag, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCreateReport } from '../api/reports';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  /** The listing id, the member's user id or the message id. */
  targetId: string;
  /** What is being reported, shown under the title (e.g. the listing's name). */
  subject?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (the control that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

type Errors = Partial<Record<'reason' | 'note' | 'form', string>>;

/**
 * The Report dialog (issue #13 item 5): a radio group of reasons, a note (required for "Other", ≤ 1,000
 * characters), and submit. On success the form gives way to a confirmation whose Close button takes the
 * focus; "already reported" (409) and other refusals show as an alert in the dialog; a field error moves the
 * focus to its field. Controlled (`open`), so a menu item can open it; see `ReportButton` for a trigger.
 */
export function ReportDialog({ targetType, targetId, subject, open, onOpenChange, returnFocusTo }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-md"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        {/* Keyed by opening, so every opening starts with an empty form. */}
        {open ? <ReportForm targetType={targetType} targetId={targetId} subject={subject} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  targetType,
  targetId,
  subject,
  onDone,
}: Omit<ReportDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & { onDone: () => void }) {
  const ids = { legend: useId(), note: useId(), noteHint: useId(), noteError: useId(), reasonError: useId() };
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const create = useCreateReport();
  const { t } = useTranslation('safety');
  const m = useContractMessage();
  const firstRadio = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (errors.form) alertRef.current?.focus();
  }, [errors.form]);

  const showFieldErrors = (next: Errors) => {
    setErrors(next);
    if (next.reason) firstRadio.current?.focus();
    else if (next.note) noteRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportInputSchema.safeParse({ targetType, targetId, reason: reason ?? undefined, note });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'note') && !next[field]) next[field] = issue.message;
      }
      showFieldErrors(next.reason || next.note ? next : { form: SAFETY_MESSAGES.reportFailed });
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        const next: Errors = {};
        for (const issue of error.issues) {
          if (issue.path === 'reason' || issue.path === 'note') next[issue.path] ??= issue.message;
          else next.form ??= issue.message;
        }
        showFieldErrors(next);
        return;
      }
      setErrors({ form: error instanceof ApiError && error.message ? error.message : SAFETY_MESSAGES.reportFailed });
    }
  };

  if (sent) {
    return (
      <>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 text-primary" aria-hidden="true" />
            {m(SAFETY_MESSAGES.reportSentTitle)}
          </DialogTitle>
          <DialogDescription role="status">{m(SAFETY_MESSAGES.reportSent)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button ref={closeRef} type="button" onClick={onDone}>
            {m(SAFETY_MESSAGES.close)}
          </Button>
        </DialogFooter>
      </>
    );
  }

  const noteRequired = reason === 'other';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(`reportTitle.${targetType}`)}</DialogTitle>
        {subject ? (
          <DialogDescription dir="auto" className="break-words">
            {subject}
          </DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{m(SAFETY_MESSAGES.reasonLegend)}</DialogDescription>
        )}
      </DialogHeader>

      {errors.form ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m(errors.form)}
        </div>
      ) : null}

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.reason ? ids.reasonError : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend id={ids.legend} className="mb-1 text-sm font-medium">
          {m(SAFETY_MESSAGES.reasonLegend)}
        </legend>
        {REPORT_REASONS.map((value, index) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setErrors((current) => ({ ...current, reason: undefined, note: undefined }));
              }}
              className="h-4 w-4 accent-primary"
            />
            {t(`reasons.${value}`)}
          </label>
        ))}
        {errors.reason ? (
          <p id={ids.reasonError} className="text-sm text-destructive">
            {m(errors.reason)}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={ids.note} className="text-sm font-medium">
          {m(SAFETY_MESSAGES.noteLabel)}
          {noteRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <Textarea
          ref={noteRef}
          id={ids.note}
          value={note}
          rows={3}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          dir="auto"
          required={noteRequired}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={cn(ids.noteHint, errors.note && ids.noteError)}
          onChange={(event) => {
            setNote(event.target.value);
            if (errors.note) setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
        <p id={ids.noteHint} className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{m(noteRequired ? SAFETY_MESSAGES.noteHintOther : SAFETY_MESSAGES.noteHint)}</span>
          <span aria-hidden="true">
            {note.length}/{REPORT_NOTE_MAX_LENGTH}
          </span>
        </p>
        {errors.note ? (
          <p id={ids.noteError} className="text-sm text-destructive">
            {m(errors.note)}
          </p>
        ) : null}
      </div>

      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {m(SAFETY_MESSAGES.cancel)}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Flag aria-hidden="true" />}
          {m(create.isPending ? SAFETY_MESSAGES.sendingReport : SAFETY_MESSAGES.submitReport)}
        </Button>
      </DialogFooter>
    </form>
  );
}
