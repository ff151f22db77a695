/**
 * Issue #13 item 6: the inbox and a thread page at 100,000 conversations and 1,000,000 messages.
 *
 * Conversations are generated inside PostgreSQL between the bulk catalogue's members (each member is a buyer in
 * some conversations and a seller in others, ~40 a member on average at 100k), about ten messages each with
 * growing timestamps, unread counts on a third of them. A few hundred members get a password (cheap scrypt
 * cost) and sign in through the real auth endpoint; every measured request carries one of their sessions, so
 * the inboxes and threads asked for are mostly distinct.
 */
import type pg from 'pg';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../apps/api/src/lib/passwords';

export interface MessagingSeedOptions {
  conversations: number;
  messages: number;
}

/** Inserts conversations, both members' rows and messages; returns nothing, VACUUM ANALYZEs at the end. */
export async function seedConversations(client: pg.Client, options: MessagingSeedOptions): Promise<void> {
  const perConversation = Math.max(1, Math.round(options.messages / options.conversations));
  // Live listings numbered 1..n, so a conversation picks one by a hash of its number.
  await client.query(`
    CREATE TEMP TABLE bench_live AS
      SELECT row_number() OVER (ORDER BY id) AS n, id, user_id FROM listings WHERE status = 'Approved' AND NOT is_deleted;
    CREATE TEMP TABLE bench_members AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM "user" WHERE id LIKE 'bench-seller-%';
  `);
  const { rows } = await client.query<{ live: string; members: string }>(
    `SELECT (SELECT count(*) FROM bench_live) AS live, (SELECT count(*) FROM bench_members) AS members`,
  );
  const live = Number(rows[0]!.live);
  const members = Number(rows[0]!.members);
  // A buyer is any member but the listing's seller; (listing, buyer) is unique, so a clash is skipped and the
  // loop tops up until the target is reached.
  let made = 0;
  for (let round = 0; made < options.conversations && round < 5; round++) {
    const want = options.conversations - made;
    const result = await client.query(`
      INSERT INTO conversations (listing_id, buyer_id, seller_id, created_at, last_message_at)
      SELECT l.id, m.id, l.user_id, c.created_at, c.created_at
      FROM (
        SELECT g, 1 + abs(hashint4(g * 31 + ${round})) % ${live} AS listing_n,
               1 + abs(hashint4(g * 17 + ${round} + 5)) % ${members} AS member_n,
               now() - ((abs(hashint4(g + ${round})) % (90 * 86400)) || ' seconds')::interval AS created_at
        FROM generate_series(1, ${want}) g
      ) c
      JOIN bench_live l ON l.n = c.listing_n
      JOIN bench_members m ON m.n = c.member_n
      WHERE m.id <> l.user_id
      ON CONFLICT DO NOTHING
    `);
    made += result.rowCount ?? 0;
  }
  await client.query(`
    CREATE TEMP TABLE bench_conversations AS
      SELECT row_number() OVER (ORDER BY id) AS n, id, buyer_id, seller_id, created_at FROM conversations;
  `);
  const batch = 200_000;
  const total = made * perConversation;
  for (let start = 0; start < total; start += batch) {
    const end = Math.min(total, start + batch) - 1;
    await client.query(`
      INSERT INTO messages (conversation_id, sender_id, kind, body, created_at)
      SELECT c.id, CASE WHEN (g % ${perConversation}) % 2 = 0 THEN c.buyer_id ELSE c.seller_id END, 'text',
        (ARRAY['Is this still available?', 'Yes, it is.', 'What''s your lowest price?', 'I can do a little less for pickup today.',
               'Where can I see it?', 'Near the ferry terminal, after 5 pm.', 'Great, see you then.', 'Does it come with the charger?',
               'Can you send more photos?', 'Thanks!'])[1 + (g % ${perConversation}) % 10],
        c.created_at + ((g % ${perConversation}) * 37 || ' minutes')::interval
      FROM generate_series(${start}, ${end}) g
      JOIN bench_conversations c ON c.n = 1 + g / ${perConversation}
    `);
  }
  await client.query(`
    UPDATE conversations c SET last_message_id = m.id, last_message_at = m.created_at
    FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM messages
          ORDER BY conversation_id, created_at DESC, id DESC) m
    WHERE m.conversation_id = c.id;
    INSERT INTO conversation_members (conversation_id, user_id, role, unread_count, last_read_at, last_activity_at)
      SELECT id, buyer_id, 'buyer', CASE WHEN abs(hashint4(hashtext(id::text))) % 3 = 0 THEN 1 ELSE 0 END, last_message_at, last_message_at FROM conversations
      UNION ALL
      SELECT id, seller_id, 'seller', CASE WHEN abs(hashint4(hashtext(id::text) + 1)) % 3 = 0 THEN 2 ELSE 0 END, last_message_at, last_message_at FROM conversations;
  `);
  await client.query('VACUUM ANALYZE conversations, conversation_members, messages');
}

export interface BenchMember {
  id: string;
  email: string;
  cookie: string;
  conversationIds: string[];
}

/**
 * Gives `count` members with conversations a password and signs each in through `/api/accounts/sign-in`.
 * @returns their session cookies and conversation ids.
 */
export async function signInMembers(
  client: pg.Client,
  baseUrl: string,
  count: number,
): Promise<BenchMember[]> {
  const password = 'Bench-Member-1!';
  const hash = await createPasswordHasher(TEST_SCRYPT_COST).hash(password);
  const { rows } = await client.query<{ id: string; email: string; conversation_ids: string[] }>(
    `SELECT u.id, u.email, array_agg(cm.conversation_id::text) AS conversation_ids
     FROM "user" u JOIN conversation_members cm ON cm.user_id = u.id
     WHERE u.id LIKE 'bench-seller-%'
     GROUP BY u.id, u.email ORDER BY hashtext(u.id) LIMIT $1`,
    [count],
  );
  await client.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     SELECT 'bench-account-' || id, id, 'credential', id, $2, now(), now() FROM "user" WHERE id = ANY($1)
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.id), hash],
  );
  const signedIn: BenchMember[] = [];
  for (const row of rows) {
    const response = await fetch(`${baseUrl}/api/accounts/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: row.email, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${row.email} failed: ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    signedIn.push({ id: row.id, email: row.email, cookie, conversationIds: row.conversation_ids });
  }
  return signedIn;
}

export interface MessagingRequest {
  kind: 'inbox' | 'inbox page 2' | 'thread' | 'thread older page';
  path: string;
  cookie: string;
}

/**
 * A stream of inbox and thread requests across the signed-in members: inbox first pages, some second pages (by
 * the cursor the first page returned), latest thread pages and older thread pages of random conversations.
 */
export async function messagingRequests(
  baseUrl: string,
  members: BenchMember[],
  count: number,
  seed = 1,
): Promise<MessagingRequest[]> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const requests: MessagingRequest[] = [];
  for (let i = 0; i < count; i++) {
    const member = members[Math.floor(random() * members.length)]!;
    const conversationId = member.conversationIds[Math.floor(random() * member.conversationIds.length)]!;
    const roll = random();
    if (roll < 0.4) requests.push({ kind: 'inbox', path: '/api/conversations', cookie: member.cookie });
    else if (roll < 0.5) requests.push({ kind: 'inbox page 2', path: 'inbox-page-2', cookie: member.cookie });
    else if (roll < 0.85)
      requests.push({
        kind: 'thread',
        path: `/api/conversations/${conversationId}/messages`,
        cookie: member.cookie,
      });
    else
      requests.push({
        kind: 'thread older page',
        path: `older:${conversationId}`,
        cookie: member.cookie,
      });
  }
  // Cursors come from the API itself: the first page says where the next one starts.
  const nextCursor = async (pathname: string, cookie: string): Promise<string | null> => {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
    const body = (await response.json()) as { nextCursor?: string | null };
    return body.nextCursor ?? null;
  };
  const cursors = new Map<string, string | null>();
  for (const request of requests) {
    if (request.path === 'inbox-page-2' || request.path.startsWith('older:')) {
      const first =
        request.path === 'inbox-page-2'
          ? '/api/conversations'
          : `/api/conversations/${request.path.slice('older:'.length)}/messages`;
      const key = `${request.cookie}|${first}`;
      if (!cursors.has(key)) cursors.set(key, await nextCursor(first, request.cookie));
      const cursor = cursors.get(key);
      request.path = cursor
        ? `${first}?${first.endsWith('/messages') ? 'before' : 'cursor'}=${encodeURIComponent(cursor)}`
        : first;
    }
  }
  return requests;
}

export interface LiveDeliveryFigures {
  messages: number;
  delivered: number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  errors: number;
}

/**
 * Issue #13 item 2: how long a message takes to reach the other member's open page when the two are connected
 * to different instances. Recipients hold `GET /api/events` open on `receiverBase`; senders post on
 * `senderBase`; each delivery time runs from just before the POST to the `message` event carrying its text on
 * the recipient's stream (through PostgreSQL LISTEN/NOTIFY between the two processes). One message per
 * conversation, distinct senders (so no per-member rate limit applies), `parallel` sends at a time.
 */
export async function measureLiveDelivery(
  client: pg.Client,
  args: { senderBase: string; receiverBase: string; members: BenchMember[]; messages: number; parallel: number },
): Promise<LiveDeliveryFigures> {
  const byId = new Map(args.members.map((m) => [m.id, m]));
  const { rows } = await client.query<{ conversation_id: string; sender: string; recipient: string }>(
    `SELECT DISTINCT ON (a.user_id) a.conversation_id::text, a.user_id AS sender, b.user_id AS recipient
     FROM conversation_members a JOIN conversation_members b
       ON b.conversation_id = a.conversation_id AND b.user_id <> a.user_id
     WHERE a.user_id = ANY($1) AND b.user_id = ANY($1)
     ORDER BY a.user_id, hashtext(a.conversation_id::text)`,
    [[...byId.keys()]],
  );
  const pairs = rows.slice(0, args.messages);
  const arrivals = new Map<string, number>();
  const controller = new AbortController();
  const recipients = [...new Set(pairs.map((p) => p.recipient))];
  // Open every recipient's event stream on the receiving instance and wait for its `ready`.
  await Promise.all(
    recipients.map(async (id) => {
      const response = await fetch(`${args.receiverBase}/api/events`, {
        headers: { cookie: byId.get(id)!.cookie, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`event stream refused: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let ready: () => void = () => {};
      const isReady = new Promise<void>((resolve) => {
        ready = resolve;
      });
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (event.includes('event: ready')) ready();
              const token = /bench-live-[0-9a-z]+/.exec(event)?.[0];
              if (token && event.includes('event: message') && !arrivals.has(token)) arrivals.set(token, performance.now());
            }
          }
        } catch {
          // aborted at the end
        }
      })();
      await isReady;
    }),
  );
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < pairs.length) {
      const pair = pairs[next++]!;
      const token = `bench-live-${next.toString(36)}x${Math.random().toString(36).slice(2, 8)}`;
      const started = performance.now();
      const response = await fetch(`${args.senderBase}/api/conversations/${pair.conversation_id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: args.senderBase, cookie: byId.get(pair.sender)!.cookie },
        body: JSON.stringify({ body: `Is it still there? ${token}` }),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        errors += 1;
        continue;
      }
      const deadline = started + 5000;
      while (!arrivals.has(token) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const arrived = arrivals.get(token);
      if (arrived === undefined) errors += 1;
      else times.push(arrived - started);
    }
  };
  await Promise.all(Array.from({ length: args.parallel }, worker));
  controller.abort();
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!) : NaN);
  return {
    messages: pairs.length,
    delivered: times.length,
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'max ms': sorted.length ? Math.round(sorted[sorted.length - 1]!) : NaN,
    errors,
  };
}
