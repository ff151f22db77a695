import { MessagesTab as ConversationsTab } from '@/features/conversations/components/messages-tab';
import type { ConversationThreadParts } from '@/features/conversations/components/thread-parts';
import { OfferPanel } from '@/features/offers/offer-panel';
import { OfferStep } from '@/features/offers/offer-step';
import { ReviewPrompt } from '@/features/reviews/review-prompt';
import { ConversationSafetyActions } from '@/features/safety/components/conversation-safety-actions';
import { ReportMessageButton } from '@/features/safety/components/report-message-button';

/**
 * What the offers, reviews and safety features show in a conversation (issue #13 items 3–5): offer steps and
 * the offer panel, the review prompt, the Block / Report menu and the report button of a message. Features
 * do not import each other, so they meet here.
 */
const THREAD_PARTS: ConversationThreadParts = {
  OfferStep,
  ReportMessageButton,
  SafetyActions: ConversationSafetyActions,
  ReviewPrompt,
  OfferPanel,
};

/**
 * The dashboard's Messages tab (`?tab=messages`, issue #13 item 1): the conversations feature's inbox and
 * thread, with the deal and safety parts above.
 */
export function MessagesTab() {
  return <ConversationsTab parts={THREAD_PARTS} />;
}
