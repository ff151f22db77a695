/**
 * The composer's unsent text per conversation, kept in localStorage so it survives a reload or a closed tab
 * (issue #13 item 1). Safe on the server and where storage is blocked: then nothing is kept.
 */
const PREFIX = 'conversation-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft of `key` (a conversation id, or `listing:<id>` before one exists), or ''. */
export function readDraft(key: string): string {
  try {
    return storage()?.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

/** Saves the draft of `key`; an empty text removes it. */
export function writeDraft(key: string, text: string): void {
  try {
    const store = storage();
    if (!store) return;
    if (text) store.setItem(PREFIX + key, text);
    else store.removeItem(PREFIX + key);
  } catch {
    // Storage full or blocked: the draft lives only in the page.
  }
}
