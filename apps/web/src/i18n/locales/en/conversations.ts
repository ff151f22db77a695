/**
 * The `conversations` namespace in English (the source language; spec texts to the letter). `../dv/conversations.ts`
 * has the same keys. The contract's string messages (`CONVERSATION_MESSAGES`) are shown through
 * `useContractMessage()`, not copied here; its message functions and its other fixed texts (the safety tip, the
 * quick replies, the erased member's name) are keys of their own, English taken from the contract itself.
 */
import {
  DELETED_MEMBER_NAME,
  QUICK_REPLIES,
  SAFETY_TIP,
} from '@marketplace/contract/conversations-messages';

const conversations = {
  loading: 'Loading',
  loadingEllipsis: 'Loading…',
  loadMore: 'Load more',
  /** Issue #13 item 5: at the top of every conversation and under "Message seller". */
  safetyTip: SAFETY_TIP as string,
  /** The name shown for a member whose account was erased. */
  deletedMember: DELETED_MEMBER_NAME as string,
  /** One-tap first messages on the item page (sent as the member's message, in the page's language). */
  quickReplies: {
    available: QUICK_REPLIES[0] as string,
    lowestPrice: QUICK_REPLIES[1] as string,
    whereToSee: QUICK_REPLIES[2] as string,
  },
  /** CONVERSATION_MESSAGES.unreadLabel(n). */
  unreadLabel_one: '{{count}} unread message',
  unreadLabel_other: '{{count}} unread messages',
  inbox: {
    /** The last message's preview when I sent it: "You: See you at 5". */
    mine: '{{you}}: {{text}}',
    /** An offer step as the last message: "Offer · MVR 1,200". */
    offer: '{{offer}} · {{price}}',
  },
  thread: {
    /** The thread's region. */
    label: 'Conversation with {{name}}',
    /** Read before a bubble's text by screen readers: "You: " or "Ahmed: ". */
    speaker: '{{name}}: ',
  },
  composer: {
    /** CONVERSATION_MESSAGES.charactersLeft(n): the same words for one and many, as the spec has them. */
    charactersLeft_one: '{{count}} characters left',
    charactersLeft_other: '{{count}} characters left',
  },
};
export default conversations;
