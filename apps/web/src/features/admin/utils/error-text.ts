import { ApiError } from '@/lib/api-client';

/**
 * The error's own message (the server's `message` for an ApiError), or `fallback` when there is none: an
 * answer without a message of its own shows the page's text (spec 02's "An unexpected error occurred.", "An
 * error occurred while updating the listing"), not the API client's generic one (issue #37 item 4s).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
