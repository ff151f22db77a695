import { CONVERSATION_MESSAGES, conversationPath } from '@marketplace/contract/conversations-messages';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useListingConversation, useStartConversation } from '../api/conversations';
import { writeDraft } from '../utils/drafts';
import { MessageComposer } from './message-composer';

/** QUICK_REPLIES in their order, as `conversations:quickReplies.*` keys (sent in the page's language). */
const QUICK_REPLY_KEYS = ['available', 'lowestPrice', 'whereToSee'] as const;

export interface MessageSellerProps {
  listing: { id: string; isOwner: boolean; status: string };
}

/**
 * "Message seller" on the item page (issue #13 item 1). A visitor is asked to log in (the Login action brings
 * them back here); the seller sees nothing; a member who already asked goes to the conversation; otherwise the
 * quick replies send a first message in one tap, or they write their own. Sending opens the thread.
 */
export function MessageSeller({ listing }: MessageSellerProps) {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation('conversations');
  const m = useContractMessage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const existing = useListingConversation(listing.id, Boolean(user) && !listing.isOwner);
  const start = useStartConversation();

  if (isLoading || listing.isOwner) return null;
  const conversationId = existing.data?.conversationId ?? null;
  if (user && conversationId) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={conversationPath(conversationId)}>
          <MessageCircle aria-hidden="true" />
          {m(CONVERSATION_MESSAGES.openConversation)}
        </Link>
      </Button>
    );
  }
  if (listing.status !== 'Approved') return null;

  const askToLogIn = () =>
    toast({
      title: m(CONVERSATION_MESSAGES.loginRequired),
      description: m(CONVERSATION_MESSAGES.loginToMessage),
      action: {
        label: m(CONVERSATION_MESSAGES.login),
        onClick: () => void navigate('/signin', { state: { from: `${pathname}${search}` } }),
      },
    });

  const send = async (body: string): Promise<boolean> => {
    try {
      const sent = await start.mutateAsync({ listingId: listing.id, body });
      writeDraft(`listing:${listing.id}`, '');
      void navigate(conversationPath(sent.conversationId));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) askToLogIn();
      else
        toast({
          title: m(CONVERSATION_MESSAGES.sendFailed),
          description: error instanceof Error ? m(error.message) : undefined,
          variant: 'destructive',
        });
      return false;
    }
  };

  if (!user || !open) {
    return (
      <Button
        type="button"
        className="w-full"
        onClick={() => (user ? setOpen(true) : askToLogIn())}
        aria-expanded={user ? open : undefined}
      >
        <MessageCircle aria-hidden="true" />
        {m(CONVERSATION_MESSAGES.messageSeller)}
      </Button>
    );
  }

  return (
    <section aria-label={m(CONVERSATION_MESSAGES.messageSeller)} className="grid gap-3 rounded-lg border p-3">
      <h2 className="text-sm font-semibold">{m(CONVERSATION_MESSAGES.quickRepliesLabel)}</h2>
      <ul className="flex flex-wrap gap-2">
        {QUICK_REPLY_KEYS.map((key) => t(`quickReplies.${key}`)).map((reply) => (
          <li key={reply}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={start.isPending}
              onClick={() => void send(reply)}
            >
              {reply}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{m(CONVERSATION_MESSAGES.orWriteYourOwn)}</p>
      <div className="overflow-hidden rounded-md border">
        <MessageComposer
          draftKey={`listing:${listing.id}`}
          onSend={send}
          disabled={start.isPending}
          pending={start.isPending}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('safetyTip')}</p>
    </section>
  );
}
