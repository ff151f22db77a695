import type { ConversationRole, OfferAction } from '@marketplace/contract/conversations-messages';
import type { ComponentType } from 'react';

/**
 * What other features show inside a conversation. They belong to the offers, reviews and safety features, and
 * a feature never imports another (STYLE.md "Layout"), so the app, which composes features, hands them in
 * (`app/messages-tab.tsx`).
 */
export interface ConversationThreadParts {
  /** An offer step among the messages, "Ahmed countered with MVR 1,350" (offers, issue #13 item 3). */
  OfferStep: ComponentType<{ action: OfferAction; amount: number; mine: boolean; otherName: string }>;
  /** Beside each of the other member's messages (safety, issue #13 item 5). */
  ReportMessageButton: ComponentType<{ messageId: string; preview?: string }>;
  /** The thread header's Block member / Report menu (safety, issue #13 item 5). */
  SafetyActions: ComponentType<{ otherMember: { id: string; name: string } }>;
  /** The deal area's prompt to review the other side after a sale (reviews, issue #13 item 4). */
  ReviewPrompt: ComponentType<{ listingId: string; role: ConversationRole }>;
  /** The deal area's offers while the conversation is open (offers, issue #13 item 3). */
  OfferPanel: ComponentType<{
    conversationId: string;
    role: ConversationRole;
    listing: { id: string };
    otherName?: string;
  }>;
}
