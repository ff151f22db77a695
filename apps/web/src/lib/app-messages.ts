/**
 * The app's own messages that reach the page as English text from code outside React (the API client's
 * errors, the offline write toast), the way the contract's messages do. English is the source of the
 * `common:appMessages` keys; `useContractMessage()` and the toaster show them in the page's language.
 */
export const APP_MESSAGES = {
  /** What an offline write says (issue #12 item 4): plainly that nothing was sent, and what to do. */
  offlineWrite:
    "You're offline, so this was not sent. Nothing will be sent later: try again once you're back online.",
  /** The toast's title over `offlineWrite`. */
  offlineWriteTitle: "Not sent: you're offline",
  /** A request that failed in transit after its retries. */
  network: 'You appear to be offline. Please check your connection and try again.',
} as const;

export type AppMessageKey = keyof typeof APP_MESSAGES;

/** The offline notice's words (issue #12 item 4), the source of `common:offline`. */
export const OFFLINE_NOTICE_TEXT = {
  title: "You're offline.",
  text: "Pages you viewed before still open. Changes can't be sent until you're back online.",
  /** After `text` when the page shows a copy saved on this device (issue #37 item 1); `age` as "3 hours ago". */
  savedAt: 'This page was saved {{age}}.',
} as const;
