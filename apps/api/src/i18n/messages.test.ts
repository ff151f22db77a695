/**
 * Issue #15: the server's message table has the same texts in both languages, Dhivehi in Thaana, English
 * exactly the contract's texts.
 */
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES } from '@marketplace/contract/conversations-messages';
import { LIFECYCLE_MESSAGES, LISTING_EXPIRY_EMAIL } from '@marketplace/contract/listings-messages';
import { SAVED_SEARCH_DIGEST_TEXT, SAVED_SEARCH_MESSAGES } from '@marketplace/contract/saved-searches';
import { SERVER_MESSAGES, serverMessages } from './messages';

const THAANA = /[\u0780-\u07BF]/;

/** Every leaf of the table as "path" → value, with functions called with sample arguments. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'function') {
    out.set(path, 'function');
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [p, v] of leaves(child, `${path}.${key}`)) out.set(p, v);
  } else out.set(path, typeof value);
  return out;
}

describe('server messages', () => {
  it('has the same keys, of the same kinds, in English and Dhivehi', () => {
    expect([...leaves(SERVER_MESSAGES.dv)]).toEqual([...leaves(SERVER_MESSAGES.en)]);
    expect(leaves(SERVER_MESSAGES.en).size).toBeGreaterThan(30);
  });

  it('writes every Dhivehi notification in Thaana and keeps names, numbers and MVR as they are', () => {
    const n = SERVER_MESSAGES.dv.notifications;
    const texts = [
      n.listingApproved('ފަޅުވެރިކަމުގެ ބޯޓު'),
      n.listingRejected('Kayak', 'Blurry photos'),
      n.listingSentBack('Kayak'),
      n.listingExpired('Kayak'),
      n.listingExpiring('Kayak', 3),
      n.listingRemoved('Kayak'),
      n.idVerified(),
      n.idRejected('Photo too dark.'),
      n.accountSuspended(),
      n.accountReactivated(),
      n.newMessage('Ahmed Naseem', 'Kayak'),
      n.newMessage(null, 'Kayak'),
      n.soldToYou('Kayak'),
      n.reviewReceived('Ahmed', 'Kayak', true),
      n.reviewReceived(null, 'Kayak', false),
      n.reportOutcome('dismissed'),
      n.reportOutcome('listing_removed'),
      n.reportOutcome('member_banned'),
      n.testimonialApproved(),
      n.savedSearchAlert('Boats', 2),
    ];
    for (const { title, description } of texts) {
      expect(title).toMatch(THAANA);
      expect(description).toMatch(THAANA);
    }
    // An offer's description is the listing and the amount, no words: only its title is translated.
    expect(n.offer('countered', 'Kayak', 'MVR 1,200').title).toMatch(THAANA);
    expect(n.listingExpiring('Kayak', 3).description).toContain('3');
    expect(n.offer('made', 'Kayak', 'MVR 1,200').description).toBe('Kayak: MVR 1,200');
    expect(n.listingRejected('Kayak', 'Blurry photos').description).toContain('Blurry photos');
    expect(SERVER_MESSAGES.dv.email.expiry.date(new Date(2026, 11, 1))).toBe('1 ޑިސެމްބަރު 2026');
  });

  it('writes English exactly as the contract does', () => {
    const n = SERVER_MESSAGES.en.notifications;
    expect(n.newMessage('Ahmed', 'Kayak')).toEqual({
      title: CONVERSATION_MESSAGES.newMessageTitle,
      description: CONVERSATION_MESSAGES.newMessageDescription('Ahmed', 'Kayak'),
    });
    expect(n.newMessage(null, 'Kayak').description).toBe('Deleted member sent you a message about "Kayak".');
    expect(n.listingExpiring('Kayak', 1).description).toBe(LIFECYCLE_MESSAGES.expiringText('Kayak', 1));
    expect(n.savedSearchAlert('Boats', 2).title).toBe(SAVED_SEARCH_MESSAGES.alertTitle('Boats'));
    expect(n.listingApproved('Kayak')).toEqual({
      title: 'Listing Approved',
      description: 'Your listing "Kayak" is now live on the marketplace.',
    });
    expect(n.reviewReceived(null, 'Kayak', true).description).toBe('A member reviewed you for "Kayak".');
    const email = SERVER_MESSAGES.en.email;
    expect(email.expiry.subject('Kayak', 2)).toBe(LISTING_EXPIRY_EMAIL.subject('Kayak', 2));
    expect(email.expiry.date(new Date(2026, 11, 1))).toBe('December 1, 2026');
    expect(email.digest.line('Boats', 1)).toBe(SAVED_SEARCH_DIGEST_TEXT.line('Boats', 1));
    expect(email.greeting('')).toBe('Hello,');
  });

  it('falls back to English for anything that is not a language we offer', () => {
    for (const value of [undefined, null, 'fr', 'DV', 42]) expect(serverMessages(value)).toBe(SERVER_MESSAGES.en);
    expect(serverMessages('dv')).toBe(SERVER_MESSAGES.dv);
  });
});
