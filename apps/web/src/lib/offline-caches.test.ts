import { describe, expect, it } from 'vitest';
import {
  isServerRenderedPage,
  isStorableResponse,
  MEMBER_SCOPED_CACHES,
  OFFLINE_CACHES,
  offlineCacheFor,
} from './offline-caches';

const ORIGIN = 'https://raajje.example';
const cacheFor = (path: string, method = 'GET') => offlineCacheFor(method, new URL(path, ORIGIN), ORIGIN);

describe('what the service worker keeps for reading offline (issue #12)', () => {
  it('keeps the catalogue a visitor reads: browse pages, item pages, reference lists', () => {
    expect(cacheFor('/api/marketplace/listings?query=boat&page=2')).toBe(OFFLINE_CACHES.apiPublic);
    expect(cacheFor('/api/listings/7c2f0e1a-1111-4a4a-9999-000000000001')).toBe(OFFLINE_CACHES.apiPublic);
    expect(cacheFor('/api/categories')).toBe(OFFLINE_CACHES.apiPublic);
    expect(cacheFor('/api/locations')).toBe(OFFLINE_CACHES.apiPublic);
  });

  it("keeps the member's session and saved listings apart, in caches cleared on sign-in and sign-out", () => {
    expect(cacheFor('/api/me')).toBe(OFFLINE_CACHES.apiMember);
    expect(cacheFor('/api/saved')).toBe(OFFLINE_CACHES.apiMember);
    expect(MEMBER_SCOPED_CACHES).toEqual(
      expect.arrayContaining([OFFLINE_CACHES.apiMember, OFFLINE_CACHES.apiPublic]),
    );
  });

  it("keeps what the member's dashboard tabs and a seller's page read, so they reopen offline (issue #37 item 1)", () => {
    expect(cacheFor('/api/conversations')).toBe(OFFLINE_CACHES.apiMember);
    expect(cacheFor('/api/conversations/unread')).toBe(OFFLINE_CACHES.apiMember);
    expect(cacheFor('/api/my/listings')).toBe(OFFLINE_CACHES.apiMember);
    expect(cacheFor('/api/my/overview')).toBe(OFFLINE_CACHES.apiMember);
    expect(cacheFor('/api/sellers/7c2f0e1a-1111-4a4a-9999-000000000001')).toBe(OFFLINE_CACHES.apiPublic);
    expect(cacheFor('/api/sellers/abc/reviews?page=2')).toBe(OFFLINE_CACHES.apiPublic);
    // One conversation's messages and the member's other reads stay online only.
    expect(cacheFor('/api/conversations/abc')).toBeNull();
    expect(cacheFor('/api/my/listings/abc')).toBeNull();
  });

  it('keeps the pages the server renders as they were opened, cleared with the member caches (issue #37 item 1)', () => {
    const page = (path: string) => isServerRenderedPage(new URL(path, ORIGIN), ORIGIN);
    for (const path of [
      '/',
      '/marketplace?query=boat&page=2',
      '/item/abc',
      '/seller/abc',
      '/about',
      '/faq',
    ]) {
      expect(page(path), path).toBe(true);
    }
    for (const path of ['/dashboard?tab=saved-listings', '/admin', '/signin', '/item/abc/edit', '/api/me']) {
      expect(page(path), path).toBe(false);
    }
    expect(isServerRenderedPage(new URL('https://elsewhere.example/marketplace'), ORIGIN)).toBe(false);
    expect(MEMBER_SCOPED_CACHES).toContain(OFFLINE_CACHES.pages);
    // A page is the reader's own (their session is in it): kept even when the server says no shared cache may.
    expect(isStorableResponse(OFFLINE_CACHES.pages, 200, 'private, no-cache')).toBe(true);
    expect(isStorableResponse(OFFLINE_CACHES.pages, 404, 'private, no-cache')).toBe(false);
  });

  it('keeps photos and page chunks', () => {
    expect(cacheFor('/media/listings/abc/def-400.webp')).toBe(OFFLINE_CACHES.media);
    expect(cacheFor('/media/avatars/abc/def.webp')).toBe(OFFLINE_CACHES.media);
    expect(cacheFor('/assets/item-DMdpKtKD.js')).toBe(OFFLINE_CACHES.assets);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never touches a %s', (method) => {
    expect(cacheFor('/api/saved/abc', method)).toBeNull();
    expect(cacheFor('/api/listings/abc', method)).toBeNull();
  });

  it('never caches auth, admin, the events stream, other members-only reads or other origins', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-in/email',
      '/api/admin/listings',
      '/api/admin/users/abc',
      '/api/events',
      '/api/notifications',
      '/api/accounts/profile',
      '/api/accounts/sessions',
      '/api/listings/abc/views',
      '/media/id-verification/abc/front.webp',
    ]) {
      expect(cacheFor(path), path).toBeNull();
    }
    expect(offlineCacheFor('GET', new URL('https://elsewhere.example/api/categories'), ORIGIN)).toBeNull();
  });

  it('stores only 200s, and outside the member cache only those the server did not mark no-store', () => {
    const { apiPublic, apiMember, media } = OFFLINE_CACHES;
    expect(isStorableResponse(apiPublic, 200, null)).toBe(true);
    expect(isStorableResponse(apiPublic, 200, 'no-cache')).toBe(true);
    expect(isStorableResponse(media, 200, 'public, max-age=31536000, immutable')).toBe(true);
    // An owner's view of their own listing, a pending listing's private photo.
    expect(isStorableResponse(apiPublic, 200, 'no-store')).toBe(false);
    expect(isStorableResponse(media, 200, 'private, no-store')).toBe(false);
    // The session and saved listings are no-store for shared caches; this device keeps them for the member.
    expect(isStorableResponse(apiMember, 200, 'no-store')).toBe(true);
    expect(isStorableResponse(apiMember, 401, 'no-store')).toBe(false);
    expect(isStorableResponse(apiPublic, 404, null)).toBe(false);
    expect(isStorableResponse(media, 206, null)).toBe(false);
  });
});
