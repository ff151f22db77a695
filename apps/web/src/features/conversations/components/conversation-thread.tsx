import {
  CONVERSATION_MESSAGES,
  type ConversationDetail,
  type ConversationMessage,
} from '@marketplace/contract/conversations-messages';
import { formatPrice } from '@marketplace/contract/site';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Loader2, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import {
  addMessageToCache,
  conversationKey,
  inboxKey,
  sendMessage,
  useConversation,
  useMarkConversationRead,
  useMessages,
} from '../api/conversations';
import { MessageComposer } from './message-composer';
import { PersonAvatar } from './person-avatar';
import type { ConversationThreadParts } from './thread-parts';

export interface PendingMessage {
  key: number;
  body: string;
  status: 'sending' | 'failed';
  error?: string;
  /**
   * The ids of my messages with the same text the thread already had when this one was sent: the server's copy
   * of this message is one that is NOT among them.
   */
  earlier: ReadonlySet<string>;
}

/**
 * The pending bubbles still to show: a pending message goes as soon as its server copy is in the thread (same
 * sender = me, same text, arrived after it was sent) — through the live stream or a refetch, possibly before
 * the POST has answered (the deal journey once showed the reply twice). Each server message stands for one
 * pending bubble at most, so two identical texts sent in a row need two copies.
 */
export function unconfirmedPending(
  pending: readonly PendingMessage[],
  messages: readonly ConversationMessage[],
  myId: string | undefined,
): PendingMessage[] {
  if (!myId || pending.length === 0) return [...pending];
  const claimed = new Set<string>();
  return pending.filter((item) => {
    const copy = messages.find(
      (m) =>
        m.senderId === myId &&
        m.kind === 'text' &&
        m.body === item.body &&
        !item.earlier.has(m.id) &&
        !claimed.has(m.id),
    );
    if (!copy) return true;
    claimed.add(copy.id);
    return false;
  });
}

/** The thread's time stamp: "24 Nov, 14:05" (as `Intl`'s en-GB short day-month-time), Dhivehi in Dhivehi. */
const MESSAGE_TIME_PATTERN = 'd MMM, HH:mm';

/**
 * One message: a bubble (mine at the end of the reading direction, theirs at its start: right and left in
 * English, left and right in Dhivehi), or an offer step from the offers feature. Text stays text.
 */
function MessageItem({
  message,
  mine,
  otherName,
  parts: { OfferStep, ReportMessageButton },
}: {
  message: ConversationMessage;
  mine: boolean;
  otherName: string;
  parts: ConversationThreadParts;
}) {
  const m = useContractMessage();
  const { t } = useTranslation('conversations');
  const { date } = useFormatters();
  if (message.kind === 'offer' && message.offerAction && message.offerAmount !== null) {
    return (
      <li className="flex justify-center py-1">
        <OfferStep
          action={message.offerAction}
          amount={message.offerAmount}
          mine={mine}
          otherName={otherName}
        />
      </li>
    );
  }
  return (
    <li className={cn('flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted',
        )}
      >
        <span className="sr-only">{t('thread.speaker', { name: mine ? m(CONVERSATION_MESSAGES.you) : otherName })}</span>
        {/* Plain text: links and markup are shown as typed, never made into anchors. */}
        <p dir="auto" className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
          {message.body}
        </p>
        <time
          dateTime={message.createdAt}
          className={cn('mt-1 block text-[11px]', mine ? 'text-primary-foreground' : 'text-muted-foreground')}
        >
          {date(message.createdAt, MESSAGE_TIME_PATTERN)}
        </time>
      </div>
      {mine ? null : <ReportMessageButton messageId={message.id} preview={message.body ?? undefined} />}
    </li>
  );
}

/** The thread's top bar: back (phones), the other member, the listing, and the safety menu. */
function ThreadHeader({
  conversation,
  onBack,
  parts: { SafetyActions },
}: {
  conversation: ConversationDetail;
  onBack?: () => void;
  parts: ConversationThreadParts;
}) {
  const { listing, other } = conversation;
  const m = useContractMessage();
  const { t } = useTranslation('conversations');
  const otherName = other.deleted ? t('deletedMember') : other.name;
  return (
    <div className="flex items-center gap-2 border-b p-2 sm:p-3">
      {onBack ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label={m(CONVERSATION_MESSAGES.back)}
          className="md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      ) : null}
      <PersonAvatar person={other} className="h-9 w-9" />
      <div className="min-w-0 flex-1">
        <h2 dir="auto" className="truncate font-semibold leading-tight">
          {otherName}
        </h2>
        <p className="truncate text-xs text-muted-foreground">
          {listing.live ? (
            <Link to={`/item/${listing.id}`} dir="auto" className="underline-offset-2 hover:underline">
              {listing.name}
            </Link>
          ) : (
            <span dir="auto">{listing.name}</span>
          )}{' '}
          · {formatPrice(listing.price)}
          {listing.live
            ? null
            : ` · ${m(listing.status === 'Sold' ? CONVERSATION_MESSAGES.listingSold : CONVERSATION_MESSAGES.listingUnavailable)}`}
        </p>
      </div>
      {/* Safety feature's spot (issue #13 item 5): Block member / Report. */}
      <SafetyActions otherMember={{ id: other.id, name: otherName }} />
    </div>
  );
}

export interface ConversationThreadProps {
  conversationId: string;
  /** Shown on phones: back to the list. */
  onBack?: () => void;
  /** What the offers, reviews and safety features show in the thread (composed by the app). */
  parts: ConversationThreadParts;
}

/**
 * A conversation (issue #13 items 1, 2, 5): the safety tip at its start, messages oldest to newest with older
 * pages loaded when scrolled to the top, new ones arriving live, the offer panel and the composer (or why
 * nothing can be sent). Opening it marks it read, and so does every message that arrives while it is open.
 */
export function ConversationThread({ conversationId, onBack, parts }: ConversationThreadProps) {
  const { ReviewPrompt, OfferPanel } = parts;
  const { user } = useCurrentUser();
  const m = useContractMessage();
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const detail = useConversation(conversationId);
  const thread = useMessages(conversationId);
  const markRead = useMarkConversationRead();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const nextKey = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);

  const messages = useMemo(
    () => [...(thread.data?.pages ?? [])].flatMap((page) => page.items).reverse(),
    [thread.data],
  );
  const newest = messages[messages.length - 1];
  const shownPending = useMemo(() => unconfirmedPending(pending, messages, user?.id), [pending, messages, user?.id]);
  const newestIncoming = [...messages].reverse().find((m) => m.senderId !== user?.id);
  const conversation = detail.data;

  // Read on opening and whenever the other member's newest message changes while the page is visible.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (!conversation || !newestIncoming) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    read(conversationId);
  }, [conversation, conversationId, newestIncoming?.id, read]); // eslint-disable-line react-hooks/exhaustive-deps

  // Older pages keep the reader's place; a new message at the bottom scrolls into view.
  const pageCount = thread.data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (beforeOlder.current) {
      box.scrollTop = box.scrollHeight - beforeOlder.current.height + beforeOlder.current.top;
      beforeOlder.current = null;
    }
  }, [pageCount]);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest?.id, shownPending.length]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    const box = scroller.current;
    beforeOlder.current = box ? { height: box.scrollHeight, top: box.scrollTop } : null;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root: scroller.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadOlder]);

  const send = async (body: string, key = (nextKey.current += 1)) => {
    // My messages with this text that are already here: the new one's server copy will be another.
    const earlier = new Set(
      messages.filter((msg) => msg.senderId === user?.id && msg.body === body).map((msg) => msg.id),
    );
    setPending((list) => [...list.filter((p) => p.key !== key), { key, body, status: 'sending', earlier }]);
    try {
      const sent = await sendMessage(conversationId, body);
      addMessageToCache(queryClient, sent.message);
      setPending((list) => list.filter((p) => p.key !== key));
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    } catch (error) {
      const message = m(error instanceof Error ? error.message : CONVERSATION_MESSAGES.sendFailed);
      setPending((list) => list.map((p) => (p.key === key ? { ...p, status: 'failed', error: message } : p)));
      // Blocked or frozen meanwhile: show why instead of the composer.
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
      }
    }
  };

  if (detail.isPending) {
    return (
      <div className="flex h-full items-center justify-center p-6 text-muted-foreground">
        <Loader2 aria-hidden="true" className="animate-spin" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (!conversation) {
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <p>{m(detail.error?.message ?? CONVERSATION_MESSAGES.threadFailed)}</p>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            {m(CONVERSATION_MESSAGES.back)}
          </Button>
        ) : null}
      </div>
    );
  }

  const otherName = conversation.other.deleted ? t('deletedMember') : conversation.other.name;
  return (
    <section
      aria-label={t('thread.label', { name: otherName })}
      className="flex h-full min-h-0 flex-col"
    >
      <ThreadHeader conversation={conversation} onBack={onBack} parts={parts} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-2 py-3 sm:px-4"
        data-testid="thread-scroller"
      >
        <div ref={topSentinel} aria-hidden="true" className="h-px" />
        {thread.hasNextPage ? (
          <div className="flex justify-center pb-2">
            <Button variant="ghost" size="sm" onClick={loadOlder} disabled={thread.isFetchingNextPage}>
              {m(thread.isFetchingNextPage ? CONVERSATION_MESSAGES.loadingOlder : CONVERSATION_MESSAGES.loadOlder)}
            </Button>
          </div>
        ) : thread.data ? (
          <div
            role="note"
            className="mb-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <p>{t('safetyTip')}</p>
          </div>
        ) : null}
        {thread.isPending ? (
          <p className="text-center text-sm text-muted-foreground">{t('loadingEllipsis')}</p>
        ) : thread.error && !thread.data ? (
          <p role="alert" className="text-center text-sm text-destructive">
            {m(CONVERSATION_MESSAGES.threadFailed)}
          </p>
        ) : (
          <ol aria-live="polite" aria-relevant="additions" className="grid gap-2">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.senderId === user?.id}
                otherName={otherName}
                parts={parts}
              />
            ))}
            {shownPending.map((item) => (
              <li key={`pending-${item.key}`} className="flex flex-col items-end gap-1">
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl rounded-ee-sm px-3 py-2 text-sm',
                    item.status === 'failed'
                      ? 'border border-destructive bg-destructive/5'
                      : 'bg-primary/70 text-primary-foreground',
                  )}
                >
                  <p dir="auto" className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                    {item.body}
                  </p>
                  {item.status === 'sending' ? (
                    <span className="mt-1 block text-[11px]">{m(CONVERSATION_MESSAGES.sending)}</span>
                  ) : null}
                </div>
                {item.status === 'failed' ? (
                  <div
                    role="alert"
                    className="flex max-w-[85%] flex-wrap items-center justify-end gap-2 text-xs text-destructive"
                  >
                    <AlertCircle aria-hidden="true" className="h-4 w-4" />
                    <span>
                      {m(CONVERSATION_MESSAGES.sendFailed)} {item.error}
                    </span>
                    <Button size="sm" variant="outline" onClick={() => void send(item.body, item.key)}>
                      {m(CONVERSATION_MESSAGES.retry)}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setPending((list) => list.filter((p) => p.key !== item.key))}
                    >
                      {m(CONVERSATION_MESSAGES.discard)}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      {/* The deal area (review prompt, offer panel) scrolls on its own and never takes more than half the
          thread, so on a phone the messages always keep room (issue #13 journey at 360×780). */}
      <div className="max-h-[45%] shrink-0 overflow-y-auto" data-testid="thread-deal-area">
        {/* Reviews feature's spot (issue #13 item 4). */}
        <ReviewPrompt listingId={conversation.listing.id} role={conversation.role} />
        {conversation.state === 'open' ? (
          /* Offers feature's spot (issue #13 item 3). */
          <OfferPanel
            conversationId={conversation.id}
            role={conversation.role}
            listing={{ id: conversation.listing.id }}
            otherName={otherName}
          />
        ) : null}
      </div>
      {conversation.state === 'open' ? (
        <>
          <MessageComposer draftKey={conversation.id} onSend={(body) => void send(body)} />
        </>
      ) : (
        <p role="status" className="border-t bg-muted/60 p-3 text-center text-sm">
          {m(conversation.state === 'blocked' ? CONVERSATION_MESSAGES.blockedState : CONVERSATION_MESSAGES.frozenState)}
        </p>
      )}
    </section>
  );
}
