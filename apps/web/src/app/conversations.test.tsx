import {
  CONVERSATION_MESSAGES,
  QUICK_REPLIES,
  SAFETY_TIP,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationSummary,
} from '@marketplace/contract/conversations-messages';
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  unconfirmedPending,
  type PendingMessage,
} from '@/features/conversations/components/conversation-thread';
import { MessageSeller } from '@/features/conversations/components/message-seller';
import en from '@/i18n/locales/en/conversations';
import enSafety from '@/i18n/locales/en/safety';
import { emitLiveEvent } from '@/lib/live-events';
import { fixedTexts, shown } from '@/test/english-shown';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { MessagesTab } from './messages-tab';

const me: CurrentUser = {
  id: 'u-me',
  email: 'me@example.mv',
  firstName: 'Aishath',
  lastName: 'Test',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2026-01-01T00:00:00.000Z',
  role: 'user',
  emailVerified: true,
};

function message(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: 'u-other',
    kind: 'text',
    body: 'Is this still available?',
    offerId: null,
    offerAction: null,
    offerAmount: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    role: 'seller',
    listing: {
      id: 'l1',
      name: 'Yamaha outboard',
      price: 12500,
      status: 'Approved',
      live: true,
      imageUrl: null,
    },
    other: { id: 'u-other', name: 'Ahmed Ali', avatarUrl: null, deleted: false },
    lastMessage: message(),
    unreadCount: 2,
    lastActivityAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return { ...summary(), state: 'open', createdAt: '2026-11-24T09:00:00.000Z', ...overrides };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inbox', () => {
  it('lists conversations with the other person, listing, last message and unread count; opens one', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () =>
        jsonResponse({
          items: [
            summary(),
            summary({
              id: 'c2',
              unreadCount: 0,
              other: { id: 'u-gone', name: 'Deleted member', avatarUrl: null, deleted: true },
              listing: {
                id: 'l2',
                name: 'Old kayak',
                price: 900,
                status: 'Sold',
                live: false,
                imageUrl: null,
              },
              lastMessage: message({ id: 'm9', conversationId: 'c2', senderId: 'u-me', body: 'Thanks!' }),
            }),
          ],
          nextCursor: null,
        }),
      'GET /api/conversations/c1': () => jsonResponse(detail()),
      'GET /api/conversations/c1/messages': () => jsonResponse({ items: [message()], nextCursor: null }),
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
    });
    const { user, router } = renderPage(<MessagesTab />, {
      path: '/dashboard',
      url: '/dashboard?tab=messages',
    });
    const list = await screen.findByRole('list', { name: CONVERSATION_MESSAGES.inboxTitle });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Ahmed Ali');
    expect(rows[0]).toHaveTextContent('Yamaha outboard · MVR 12,500');
    expect(rows[0]).toHaveTextContent('Is this still available?');
    expect(within(rows[0]!).getByText('2 unread messages')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Deleted member');
    expect(rows[1]).toHaveTextContent('Old kayak · MVR 900 · Sold');
    expect(rows[1]).toHaveTextContent('You: Thanks!');

    await user.click(rows[0]!);
    expect(router.state.location.search).toBe('?tab=messages&conversation=c1');
    expect(await screen.findByRole('region', { name: 'Conversation with Ahmed Ali' })).toBeInTheDocument();
  });
});

describe('thread', () => {
  function stubThread(
    opts: {
      detail?: ConversationDetail;
      pages?: Record<string, { items: ConversationMessage[]; nextCursor: string | null }>;
      send?: () => Response | Promise<Response>;
    } = {},
  ) {
    return stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () => jsonResponse({ items: [summary()], nextCursor: null }),
      'GET /api/conversations/unread': () => jsonResponse({ unread: 0 }),
      'GET /api/conversations/c1': () => jsonResponse(opts.detail ?? detail()),
      'GET /api/conversations/c1/messages': (call) => {
        const pages = opts.pages ?? { first: { items: [message()], nextCursor: null } };
        return jsonResponse(pages[call.url.searchParams.get('before') ?? 'first']);
      },
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
      'POST /api/conversations/c1/messages': opts.send ?? (() => jsonResponse({}, 500)),
    });
  }
  const open = () =>
    renderPage(<MessagesTab />, { path: '/dashboard', url: '/dashboard?tab=messages&conversation=c1' });

  it('shows the safety tip at the start, links as plain text, and marks the conversation read', async () => {
    const { calls } = stubThread({
      pages: {
        first: {
          items: [
            message({
              id: 'm-mine',
              senderId: me.id,
              body: 'My own words',
              createdAt: '2026-11-24T10:05:00.000Z',
            }),
            message({ body: 'See https://evil.example/pay now' }),
            message({ id: 'm0', body: 'Hello', createdAt: '2026-11-24T09:00:00.000Z' }),
          ],
          nextCursor: null,
        },
      },
    });
    open();
    const thread = await screen.findByRole('region', { name: 'Conversation with Ahmed Ali' });
    expect(await within(thread).findByText(SAFETY_TIP)).toBeInTheDocument();
    // Each message from the other person can be reported (issue #13 item 5); one's own cannot.
    await within(thread).findByText('My own words');
    expect(within(thread).getAllByRole('button', { name: SAFETY_MESSAGES.reportTitle.message })).toHaveLength(
      2,
    );
    const text = await within(thread).findByText('See https://evil.example/pay now');
    expect(text.closest('a')).toBeNull();
    expect(thread.querySelector('a[href^="https://evil"]')).toBeNull();
    // Oldest first.
    const items = within(thread).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hello');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/conversations/c1/read')).toBe(
        true,
      ),
    );
  });

  it('loads older messages on request and shows the safety tip only once the start is reached', async () => {
    const cursor = '2026-11-24T09:00:00.000000Z_00000000-0000-4000-8000-000000000001';
    stubThread({
      pages: {
        first: { items: [message({ id: 'm2', body: 'Newest' })], nextCursor: cursor },
        [cursor]: {
          items: [message({ id: 'm1', body: 'Oldest', createdAt: '2026-11-24T08:00:00.000Z' })],
          nextCursor: null,
        },
      },
    });
    const { user } = open();
    await screen.findByText('Newest');
    expect(screen.queryByText(SAFETY_TIP)).toBeNull();
    await user.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.loadOlder }));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(screen.getByText(SAFETY_TIP)).toBeInTheDocument();
  });

  it('shows a message that arrives live without reloading', async () => {
    const { calls } = stubThread();
    open();
    await screen.findByText('Is this still available?');
    const before = calls.filter((c) => c.url.pathname === '/api/conversations/c1/messages').length;
    act(() =>
      emitLiveEvent('message', {
        conversationId: 'c1',
        message: message({ id: 'm-live', body: 'Yes, still here' }),
      }),
    );
    expect(await screen.findByText('Yes, still here')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/conversations/c1/messages').length).toBe(before);
  });

  it('shows the listing sold in the header when a notification about the thread arrives (issue #37 item 4p)', async () => {
    let sold = false;
    const sellerSide = summary({ role: 'buyer' });
    const listingNow = () => ({
      ...sellerSide.listing,
      status: sold ? ('Sold' as const) : ('Approved' as const),
      live: !sold,
    });
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () => jsonResponse({ items: [summary()], nextCursor: null }),
      'GET /api/conversations/unread': () => jsonResponse({ unread: 0 }),
      'GET /api/conversations/c1': () => jsonResponse(detail({ role: 'buyer', listing: listingNow() })),
      'GET /api/conversations/c1/messages': () => jsonResponse({ items: [message()], nextCursor: null }),
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
    });
    open();
    await screen.findByText('Is this still available?');
    expect(screen.queryByText(/· Sold/)).toBeNull();
    sold = true;
    act(() =>
      emitLiveEvent('notification', {
        id: 'n1',
        type: 'listing_sold',
        text: 'Yamaha outboard was sold to you.',
        link_to: '/dashboard?tab=messages&conversation=c1',
        is_read: false,
        created_at: '2026-11-24T11:00:00.000Z',
      } as never),
    );
    expect(await screen.findByText(/· Sold/)).toBeInTheDocument();
  });

  it('keeps a live message when a fetch of the thread that began before it answers afterwards', async () => {
    const live = message({ id: 'm-live', body: 'Yes, still here' });
    let releaseStale: () => void = () => {};
    let fetches = 0;
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () => jsonResponse({ items: [summary()], nextCursor: null }),
      'GET /api/conversations/unread': () => jsonResponse({ unread: 0 }),
      'GET /api/conversations/c1': () => jsonResponse(detail()),
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
      'GET /api/conversations/c1/messages': () => {
        fetches += 1;
        if (fetches === 1) return jsonResponse({ items: [message()], nextCursor: null });
        // The second fetch read the thread before the reply was written, and answers late.
        if (fetches === 2)
          return new Promise<Response>((resolve) => {
            releaseStale = () => resolve(jsonResponse({ items: [message()], nextCursor: null }));
          });
        return jsonResponse({ items: [live, message()], nextCursor: null });
      },
    });
    open();
    await screen.findByText('Is this still available?');
    act(() => emitLiveEvent('reconnected', undefined));
    await waitFor(() => expect(fetches).toBe(2));
    act(() => emitLiveEvent('message', { conversationId: 'c1', message: live }));
    expect(await screen.findByText('Yes, still here')).toBeInTheDocument();
    await act(async () => releaseStale());
    await waitFor(() => expect(fetches).toBe(3));
    expect(await screen.findByText('Yes, still here')).toBeInTheDocument();
  });

  it('drops the "Sending…" bubble as soon as its server copy arrives live, before the send answers', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = message({
      id: 'm-sent',
      senderId: me.id,
      body: 'See you at 5',
      createdAt: '2026-11-24T10:06:00.000Z',
    });
    stubThread({ send: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = open();
    const box = await screen.findByLabelText(CONVERSATION_MESSAGES.composerLabel);
    await user.type(box, 'See you at 5{Enter}');
    expect(await screen.findByText(CONVERSATION_MESSAGES.sending)).toBeInTheDocument();
    expect(screen.getAllByText('See you at 5')).toHaveLength(1);

    // The live copy comes first (the deal journey once showed the reply twice here).
    act(() => emitLiveEvent('message', { conversationId: 'c1', message: sent }));
    await waitFor(() => expect(screen.queryByText(CONVERSATION_MESSAGES.sending)).toBeNull());
    expect(screen.getAllByText('See you at 5')).toHaveLength(1);

    await act(async () => answer(jsonResponse({ conversationId: 'c1', message: sent, created: false }, 201)));
    await waitFor(() => expect(screen.getAllByText('See you at 5')).toHaveLength(1));
  });

  it('keeps a pending bubble while only an earlier message with the same text is in the thread', async () => {
    let answer: (response: Response) => void = () => {};
    const earlier = message({
      id: 'm-ok-1',
      senderId: me.id,
      body: 'ok',
      createdAt: '2026-11-24T10:01:00.000Z',
    });
    const again = message({
      id: 'm-ok-2',
      senderId: me.id,
      body: 'ok',
      createdAt: '2026-11-24T10:07:00.000Z',
    });
    stubThread({
      pages: { first: { items: [earlier, message()], nextCursor: null } },
      send: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = open();
    await screen.findByText('ok');
    await user.type(await screen.findByLabelText(CONVERSATION_MESSAGES.composerLabel), 'ok{Enter}');
    expect(await screen.findByText(CONVERSATION_MESSAGES.sending)).toBeInTheDocument();
    expect(screen.getAllByText('ok')).toHaveLength(2);

    act(() => emitLiveEvent('message', { conversationId: 'c1', message: again }));
    await waitFor(() => expect(screen.queryByText(CONVERSATION_MESSAGES.sending)).toBeNull());
    expect(screen.getAllByText('ok')).toHaveLength(2);
    await act(async () =>
      answer(jsonResponse({ conversationId: 'c1', message: again, created: false }, 201)),
    );
    await waitFor(() => expect(screen.getAllByText('ok')).toHaveLength(2));
  });

  it('explains a blocked conversation instead of the composer', async () => {
    stubThread({ detail: detail({ state: 'blocked' }) });
    open();
    expect(await screen.findByText(CONVERSATION_MESSAGES.blockedState)).toBeInTheDocument();
    expect(screen.queryByLabelText(CONVERSATION_MESSAGES.composerLabel)).toBeNull();
  });
});

describe('composer', () => {
  it('keeps the draft across a reload, shows a failed send with its reason, and retries it', async () => {
    let attempts = 0;
    const sent = message({ id: 'm-sent', senderId: 'u-me', body: 'Can you do 11,000?' });
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () => jsonResponse({ items: [summary()], nextCursor: null }),
      'GET /api/conversations/c1': () => jsonResponse(detail()),
      'GET /api/conversations/c1/messages': () => jsonResponse({ items: [message()], nextCursor: null }),
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
      'POST /api/conversations/c1/messages': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ code: 'RATE_LIMITED', message: 'You can send at most 20 messages a minute.' }, 429)
          : jsonResponse({ conversationId: 'c1', message: sent, created: false }, 201);
      },
    });
    const url = '/dashboard?tab=messages&conversation=c1';
    const first = renderPage(<MessagesTab />, { path: '/dashboard', url });
    const box = await screen.findByLabelText(CONVERSATION_MESSAGES.composerLabel);
    await first.user.type(box, 'Can you do 11,000?');
    first.unmount();

    const second = renderPage(<MessagesTab />, { path: '/dashboard', url });
    const restored = await screen.findByLabelText(CONVERSATION_MESSAGES.composerLabel);
    expect(restored).toHaveValue('Can you do 11,000?');

    await second.user.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.send }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent. You can send at most 20 messages a minute.');
    expect(restored).toHaveValue('');
    await second.user.click(within(alert).getByRole('button', { name: CONVERSATION_MESSAGES.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Can you do 11,000?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages'))).toHaveLength(2);
    expect(localStorage.getItem('conversation-draft:c1')).toBeNull();
  });
});

describe('Message seller on the item page', () => {
  const listing = { id: 'l1', isOwner: false, status: 'Approved' };
  const SignInStub = () => <p>Sign-in page</p>;

  it('asks a visitor to log in, with a Login action that remembers the page', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ user: null }) });
    const { user, router } = renderPage(<MessageSeller listing={listing} />, {
      path: '/item/:itemId',
      url: '/item/l1',
      routes: [{ path: '/signin', element: <SignInStub /> }],
    });
    await user.click(await screen.findByRole('button', { name: CONVERSATION_MESSAGES.messageSeller }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.loginToMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.login }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/item/l1' });
  });

  it('shows nothing to the seller', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => jsonResponse({ user: me }) });
    renderPage(<MessageSeller listing={{ ...listing, isOwner: true }} />, {
      path: '/item/:itemId',
      url: '/item/l1',
    });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: CONVERSATION_MESSAGES.messageSeller })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // The seller has no "my conversation" to look up either.
    expect(calls.some((c) => c.url.pathname.endsWith('/conversation'))).toBe(false);
  });

  it('sends a quick reply in one tap and opens the thread; a member who already asked goes to it', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/listings/l1/conversation': () => jsonResponse({ conversationId: null }),
      'POST /api/conversations': () =>
        jsonResponse(
          { conversationId: 'c9', message: message({ conversationId: 'c9' }), created: true },
          201,
        ),
    });
    const { user, router } = renderPage(<MessageSeller listing={listing} />, {
      path: '/item/:itemId',
      url: '/item/l1',
      routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
    });
    await user.click(await screen.findByRole('button', { name: CONVERSATION_MESSAGES.messageSeller }));
    await user.click(screen.getByRole('button', { name: QUICK_REPLIES[0] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tab=messages&conversation=c9');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ listingId: 'l1', body: QUICK_REPLIES[0] });
  });

  it('links a member who already has a conversation to it', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/listings/l1/conversation': () => jsonResponse({ conversationId: 'c5' }),
    });
    renderPage(<MessageSeller listing={listing} />, { path: '/item/:itemId', url: '/item/l1' });
    expect(await screen.findByRole('link', { name: CONVERSATION_MESSAGES.openConversation })).toHaveAttribute(
      'href',
      '/dashboard?tab=messages&conversation=c5',
    );
  });
});

describe('pending messages', () => {
  const pending = (key: number, body: string, earlier: string[] = []): PendingMessage => ({
    key,
    body,
    status: 'sending',
    earlier: new Set(earlier),
  });

  it('lets each server copy confirm one pending message: mine, same text, not one that was there before', () => {
    const list = [pending(1, 'ok', ['m-old']), pending(2, 'ok', ['m-old']), pending(3, 'Deal')];
    const thread = [
      message({ id: 'm-old', senderId: me.id, body: 'ok' }),
      message({ id: 'm-theirs', senderId: 'u-other', body: 'Deal' }),
      message({ id: 'm-new', senderId: me.id, body: 'ok' }),
    ];
    expect(unconfirmedPending(list, thread, me.id).map((p) => p.key)).toEqual([2, 3]);
    expect(unconfirmedPending(list, thread, undefined).map((p) => p.key)).toEqual([1, 2, 3]);
  });
});

describe('in Dhivehi', () => {
  const ENGLISH = [
    ...fixedTexts(en),
    ...fixedTexts(enSafety.reportTitle),
    ...fixedTexts(CONVERSATION_MESSAGES),
    SAFETY_MESSAGES.safetyMenu,
  ];

  it("shows the inbox and the thread in Thaana, the members' words as written, and no English", async () => {
    await showInDhivehi();
    const theirs = message({ body: 'Salaam, is the engine OK?' });
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/conversations': () =>
        jsonResponse({ items: [summary({ lastMessage: theirs })], nextCursor: null }),
      'GET /api/conversations/unread': () => jsonResponse({ unread: 0 }),
      'GET /api/conversations/c1': () => jsonResponse(detail()),
      'GET /api/conversations/c1/messages': () =>
        jsonResponse({
          items: [message({ id: 'm-mine', senderId: me.id, body: 'ރަނގަޅު، 5 ގައި ބައްދަލުވާނަން' }), theirs],
          nextCursor: null,
        }),
      'POST /api/conversations/c1/read': () => jsonResponse({ unread: 0 }),
    });
    renderPage(<MessagesTab />, { path: '/dashboard', url: '/dashboard?tab=messages&conversation=c1' });

    const thread = await screen.findByRole('region', { name: 'Ahmed Ali އާއެކު ޗެޓް' });
    expect(await within(thread).findByText(/^ސަލާމަތުން ހުރެލައްވާ/)).toBeInTheDocument();
    expect(screen.getByText('2 ނުކިޔާ މެސެޖް')).toBeInTheDocument();
    // The members' words keep their own direction.
    expect(within(thread).getByText('ރަނގަޅު، 5 ގައި ބައްދަލުވާނަން')).toHaveAttribute('dir', 'auto');
    expect(within(thread).getByText(theirs.body!)).toHaveAttribute('dir', 'auto');
    const box = within(thread).getByRole('textbox');
    expect(box).toHaveAttribute('dir', 'auto');
    fireEvent.change(box, { target: { value: 'a'.repeat(1850) } });
    expect(within(thread).getByText('150 އަކުރު ބާކީ')).toBeInTheDocument();

    expect(shown(ENGLISH)).toEqual([]);
    expect(screen.queryByText('150 characters left')).toBeNull();
    expect(screen.queryByText('2 unread messages')).toBeNull();
  });
});
