import { CONVERSATION_MESSAGES, type ConversationSummary } from '@marketplace/contract/conversations-messages';
import { formatPrice } from '@marketplace/contract/site';
import { ImageOff } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { cn } from '@/lib/utils';
import { useInbox } from '../api/conversations';
import { PersonAvatar } from './person-avatar';

function preview(
  conversation: ConversationSummary,
  myId: string | undefined,
  t: TFunction<'conversations'>,
  m: (message: string) => string,
): string {
  const last = conversation.lastMessage;
  if (!last) return m(CONVERSATION_MESSAGES.noMessagesYet);
  const text =
    last.kind === 'offer'
      ? t('inbox.offer', { offer: m(CONVERSATION_MESSAGES.offerStepFallback), price: formatPrice(last.offerAmount ?? 0) })
      : (last.body ?? '');
  return last.senderId === myId ? t('inbox.mine', { you: m(CONVERSATION_MESSAGES.you), text }) : text;
}

/** The inbox row's day: "24 Nov" (as `Intl`'s en-GB short day-month), Dhivehi in Dhivehi. */
const DAY_PATTERN = 'd MMM';

export interface InboxListProps {
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  myId: string | undefined;
}

/**
 * The inbox (issue #13 item 1): the member's conversations, newest activity first, each with the listing's
 * thumbnail, the other member, the last message and the unread count; more on request (cursor pages).
 */
export function InboxList({ selectedId, onSelect, myId }: InboxListProps) {
  const inbox = useInbox();
  const { t } = useTranslation('conversations');
  const m = useContractMessage();
  const { date } = useFormatters();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  if (inbox.isPending) return <p className="p-4 text-sm text-muted-foreground">{t('loadingEllipsis')}</p>;
  if (inbox.error && !inbox.data) {
    return (
      <div role="alert" className="grid gap-2 p-4 text-sm">
        <p>{m(CONVERSATION_MESSAGES.inboxFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void inbox.refetch()}>
          {m(CONVERSATION_MESSAGES.retry)}
        </Button>
      </div>
    );
  }
  if (items.length === 0)
    return <p className="p-4 text-sm text-muted-foreground">{m(CONVERSATION_MESSAGES.inboxEmpty)}</p>;

  return (
    <div className="min-h-0 overflow-y-auto">
      <ul aria-label={m(CONVERSATION_MESSAGES.inboxTitle)} className="divide-y">
        {items.map((conversation) => {
          const selected = conversation.id === selectedId;
          return (
            <li key={conversation.id}>
              <button
                type="button"
                onClick={() => onSelect(conversation.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 px-3 py-3 text-start transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  selected && 'bg-accent',
                )}
              >
                <span className="relative shrink-0">
                  {conversation.listing.imageUrl ? (
                    <img
                      src={conversation.listing.imageUrl}
                      alt=""
                      width={48}
                      height={48}
                      className="h-12 w-12 rounded-md object-cover"
                    />
                  ) : (
                    <span className="flex h-12 w-12 items-center justify-center rounded-md bg-muted">
                      <ImageOff aria-hidden="true" className="h-5 w-5 text-muted-foreground" />
                    </span>
                  )}
                  <PersonAvatar
                    person={conversation.other}
                    className="absolute -bottom-1 -end-1 h-6 w-6 border-2 border-background text-[10px]"
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline gap-2">
                    <span
                      dir="auto"
                      className={cn(
                        'truncate',
                        conversation.unreadCount > 0 ? 'font-semibold' : 'font-medium',
                      )}
                    >
                      {conversation.other.deleted ? t('deletedMember') : conversation.other.name}
                    </span>
                    <time
                      dateTime={conversation.lastActivityAt}
                      className="ms-auto shrink-0 text-xs text-muted-foreground"
                    >
                      {date(conversation.lastActivityAt, DAY_PATTERN)}
                    </time>
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    <span dir="auto">{conversation.listing.name}</span> · {formatPrice(conversation.listing.price)}
                    {conversation.listing.live
                      ? ''
                      : ` · ${m(conversation.listing.status === 'Sold' ? CONVERSATION_MESSAGES.listingSold : CONVERSATION_MESSAGES.listingUnavailable)}`}
                  </span>
                  <span className="flex items-center gap-2">
                    <span
                      dir="auto"
                      className={cn(
                        'truncate text-sm',
                        conversation.unreadCount > 0 ? 'text-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {preview(conversation, myId, t, m)}
                    </span>
                    {conversation.unreadCount > 0 ? (
                      <span className="ms-auto inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground">
                        <span aria-hidden="true">{conversation.unreadCount}</span>
                        <span className="sr-only">
                          {t('unreadLabel', { count: conversation.unreadCount })}
                        </span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {inbox.hasNextPage ? (
        <div className="flex justify-center p-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
          >
            {inbox.isFetchingNextPage ? t('loadingEllipsis') : t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
