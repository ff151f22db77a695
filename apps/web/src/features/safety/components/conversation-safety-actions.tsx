export interface ConversationSafetyActionsProps {
  /** The other member of the conversation (the one to block or report). */
  otherMember: { id: string; name: string };
}

/**
 * The thread header's safety menu (issue #13 item 5: block, report). The conversations feature only reserves
 * the spot; the safety feature owns this file and builds the menu.
 */
export function ConversationSafetyActions(_props: ConversationSafetyActionsProps) {
  return null;
}
