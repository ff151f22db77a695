export interface ReviewPromptProps {
  listingId: string;
  /** The viewer's side of the deal. */
  role: 'buyer' | 'seller';
}

/**
 * Asks for a review in the thread once the listing was sold to this buyer (issue #13 item 4). The
 * conversations feature only reserves the spot; the reviews feature owns this file and builds the prompt.
 */
export function ReviewPrompt(_props: ReviewPromptProps) {
  return null;
}
