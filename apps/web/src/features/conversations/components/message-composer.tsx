import { CONVERSATION_MESSAGES, MESSAGE_BODY_MAX } from '@marketplace/contract/conversations-messages';
import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useContractMessage } from '@/i18n/contract-messages';
import { readDraft, writeDraft } from '../utils/drafts';

export interface MessageComposerProps {
  /** Where the draft is kept (the conversation id, or `listing:<id>` before the conversation exists). */
  draftKey: string;
  /**
   * Sends the trimmed text; the composer empties at once (the thread shows the message as sending). A promise
   * that resolves to false puts the text back (nothing was sent and nothing else shows it).
   */
  onSend: (body: string) => void | Promise<boolean | void>;
  disabled?: boolean;
  pending?: boolean;
}

/**
 * The message box (issue #13 item 1): plain text, 1–2,000 characters, kept per conversation across reloads.
 * Enter sends, Shift+Enter makes a new line; the count of characters left shows near the limit.
 */
export function MessageComposer({
  draftKey,
  onSend,
  disabled = false,
  pending = false,
}: MessageComposerProps) {
  const id = useId();
  const { t } = useTranslation('conversations');
  const m = useContractMessage();
  // The composer appears only after a tap (item page) or on client-rendered pages (dashboard), so reading the
  // draft here never differs from server HTML. Parents key it by `draftKey`.
  const [text, setText] = useState(() => readDraft(draftKey));

  const change = (value: string) => {
    setText(value);
    writeDraft(draftKey, value);
  };
  const trimmed = text.trim();
  const left = MESSAGE_BODY_MAX - trimmed.length;
  const canSend = !disabled && trimmed.length > 0 && left >= 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const result = onSend(trimmed);
    change('');
    if (result instanceof Promise) {
      void result.then((sent) => {
        if (sent === false) change(trimmed);
      });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t bg-background p-2 sm:p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {m(CONVERSATION_MESSAGES.composerLabel)}
        </label>
        <Textarea
          id={id}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={m(CONVERSATION_MESSAGES.composerPlaceholder)}
          rows={2}
          disabled={disabled}
          dir="auto"
          aria-describedby={left < 200 ? `${id}-left` : undefined}
          className="max-h-40 min-h-11 resize-none"
        />
        {left < 200 ? (
          <p
            id={`${id}-left`}
            className={left < 0 ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {left < 0
              ? m(CONVERSATION_MESSAGES.bodyTooLong)
              : t('composer.charactersLeft', { count: left })}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!canSend} aria-label={m(CONVERSATION_MESSAGES.send)} className="h-11">
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        <span className="hidden sm:inline">{m(CONVERSATION_MESSAGES.send)}</span>
      </Button>
    </form>
  );
}
