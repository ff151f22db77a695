import { CONVERSATION_MESSAGES } from '@marketplace/contract/conversations-messages';
import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { useContractMessage } from '@/i18n/contract-messages';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useLiveConversations } from '../api/conversations';
import { ConversationThread } from './conversation-thread';
import { InboxList } from './inbox-list';
import type { ConversationThreadParts } from './thread-parts';

/**
 * `/dashboard?tab=messages[&conversation=<id>]` (issue #13 item 1): the inbox and the open thread side by side
 * on wide screens; on phones one or the other, the thread with a back button. `parts` are what the offers,
 * reviews and safety features show in a thread (composed by the app).
 */
export function MessagesTab({ parts }: { parts: ConversationThreadParts }) {
  const { user } = useCurrentUser();
  const m = useContractMessage();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  useLiveConversations();

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'messages');
    if (id) next.set('conversation', id);
    else next.delete('conversation');
    setParams(next, { replace: false });
  };

  return (
    <Card className="flex h-[calc(100dvh-8rem)] min-h-[28rem] flex-col overflow-hidden p-0 md:grid md:grid-cols-[20rem_1fr]">
      <div className={cn('min-h-0 flex-col border-e', selectedId ? 'hidden md:flex' : 'flex')}>
        <h2 className="border-b px-3 py-3 text-lg font-semibold">{m(CONVERSATION_MESSAGES.inboxTitle)}</h2>
        <InboxList selectedId={selectedId} onSelect={select} myId={user?.id} />
      </div>
      <div className={cn('min-h-0 flex-1 flex-col', selectedId ? 'flex' : 'hidden md:flex')}>
        {selectedId ? (
          <ConversationThread
            key={selectedId}
            conversationId={selectedId}
            onBack={() => select(null)}
            parts={parts}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="h-10 w-10" />
            <p>{m(CONVERSATION_MESSAGES.selectConversation)}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
