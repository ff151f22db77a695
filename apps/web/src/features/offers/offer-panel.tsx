export interface OfferPanelProps {
  conversationId: string;
  /** The viewer's side of the conversation. */
  role: 'buyer' | 'seller';
  listing: { id: string };
  otherName?: string;
}

/**
 * The offer controls above the composer (issue #13 item 3). The conversations feature only reserves the spot;
 * the offers feature owns this file and builds the panel.
 */
export function OfferPanel(_props: OfferPanelProps) {
  return null;
}
