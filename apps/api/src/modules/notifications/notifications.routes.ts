/**
 * `/api/notifications/*` and the live stream `/api/events` (spec 01 §2–§4, §7; server-sent events with ids,
 * so a reconnecting client gets what it missed through Last-Event-ID).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { REALTIME_HEARTBEAT_MS } from '@marketplace/contract/notifications';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import type { RealtimeHub } from '../../lib/realtime';
import { actorOf, isSessionActive, requireSession } from '../../middleware/require-session';
import { listNotifications, markRead, notificationsSince } from './notifications.service';
import {
  notificationsPageSchema,
  notificationsUpdatedSchema,
} from '@marketplace/contract/notifications-responses';

/** Refusals of `/api/events` when too many streams are open (issue #11). */
export const EVENTS_LIMIT_MESSAGES = {
  perClient: 'Too many live connections from this address. Close other tabs or windows and try again.',
  total: 'The server has too many live connections right now. Please try again in a minute.',
} as const;
/** Seconds a refused client is asked to wait before opening a stream again. */
const EVENTS_RETRY_AFTER_SECONDS = 30;

export interface EventStreamLimits {
  /** Streams one client address may hold open on this instance. */
  maxPerClient: number;
  /** Streams this instance holds open in all. */
  maxTotal: number;
  /** How often (ms) an open stream re-checks its session. */
  sessionCheckMs: number;
}

/**
 * Counts this instance's open streams per client address and in all.
 * @returns a function that takes a slot for `clientIp` and returns its release (idempotent).
 * @throws AppError 429 RATE_LIMITED past `maxPerClient`, 503 SERVICE_UNAVAILABLE past `maxTotal`.
 */
function streamSlots(limits: EventStreamLimits) {
  const perClient = new Map<string, number>();
  let total = 0;
  const retryAfter = { 'Retry-After': String(EVENTS_RETRY_AFTER_SECONDS) };
  return (clientIp: string): (() => void) => {
    const mine = perClient.get(clientIp) ?? 0;
    if (mine >= limits.maxPerClient)
      throw new AppError('RATE_LIMITED', EVENTS_LIMIT_MESSAGES.perClient, undefined, retryAfter);
    if (total >= limits.maxTotal)
      throw new AppError('SERVICE_UNAVAILABLE', EVENTS_LIMIT_MESSAGES.total, undefined, retryAfter);
    perClient.set(clientIp, mine + 1);
    total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (perClient.get(clientIp) ?? 1) - 1;
      if (left > 0) perClient.set(clientIp, left);
      else perClient.delete(clientIp);
    };
  };
}

export function notificationsRoutes(deps: {
  db: Database;
  realtime: RealtimeHub;
  limits: EventStreamLimits;
}) {
  const { db, realtime, limits } = deps;
  const takeSlot = streamSlots(limits);
  const router = createRouter();
  router.use('/notifications', requireSession);
  router.use('/notifications/*', requireSession);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      tags: ['notifications'],
      summary: "The member's notifications, newest first, with exact total and unread counts",
      request: {
        query: z.object({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(15),
        }),
      },
      security: signedIn,
      responses: { 200: json('`NotificationsPage`', notificationsPageSchema), ...errors(400, 401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { offset, limit } = c.req.valid('query');
      return c.json(await listNotifications(db, { userId: actorOf(c).id, offset, limit }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/notifications/read',
      tags: ['notifications'],
      summary: 'Mark notifications read: the given ids, or every unread one when `ids` is absent (own only)',
      request: {
        body: {
          content: {
            'application/json': { schema: z.object({ ids: z.array(z.uuid()).max(200).optional() }) },
          },
          required: true,
        },
      },
      security: signedIn,
      responses: { 200: json('`{ updated: number }`', notificationsUpdatedSchema), ...errors(400, 401) },
    }),
    async (c) => {
      const updated = await markRead(db, {
        actor: actorOf(c),
        ids: c.req.valid('json').ids,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ updated }, 200);
    },
  );

  /**
   * Live stream: the member's `notification` events (id = notification id) and site-wide events such as
   * `testimonials` (visitors get only those); a heartbeat comment every 30 s. A member's stream ends as soon
   * as its session does — revoked on any instance (announced by the database), expired or banned (re-checked
   * every `sessionCheckMs`) — and the browser reconnects as a visitor (issue #11).
   * @throws AppError 429 when this client address already holds `maxPerClient` streams, 503 when the instance
   *   holds `maxTotal` (issue #11).
   */
  router.get('/events', (c) => {
    const actor = c.get('actor');
    // A notification id, or nothing: anything else (a stale or forged header) resumes from the newest event
    // instead of ending the stream on a database error (issue #37 item 4d).
    const lastEventId = z.uuid().safeParse(c.req.header('Last-Event-ID')).data;
    const release = takeSlot(c.get('clientIp'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        void stream.close().catch(() => {});
        finish();
      };
      const unsubscribe = realtime.subscribe(
        actor?.id ?? null,
        (message) => {
          if (ended) return;
          stream
            // An empty id (a conversation `message`) keeps the stream's last id: catch-up replays notifications only.
            .writeSSE({
              event: message.event,
              id: message.id || undefined,
              data: JSON.stringify(message.data),
            })
            .catch(end);
        },
        actor ? { sessionId: actor.sessionId, onEnded: end } : undefined,
      );
      const offClose = realtime.onClose(end);
      stream.onAbort(finish);
      const heartbeat = setInterval(
        () => void stream.write(': heartbeat\n\n').catch(end),
        REALTIME_HEARTBEAT_MS,
      );
      const sessionCheck = actor
        ? setInterval(() => {
            isSessionActive(db, actor)
              .then((active) => active || end())
              .catch((error: unknown) => c.get('logger').warn({ err: error }, 'stream session check failed'));
          }, limits.sessionCheckMs)
        : undefined;
      try {
        // A session ended between the request's session check and the subscription was announced unheard.
        if (actor && !(await isSessionActive(db, actor))) return end();
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 1000 });
        if (lastEventId && actor) {
          for (const notification of await notificationsSince(db, { userId: actor.id, lastEventId })) {
            await stream.writeSSE({
              event: 'notification',
              id: notification.id,
              data: JSON.stringify(notification),
            });
          }
        }
        await finished;
      } finally {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
        offClose();
        release();
      }
    });
  });

  return router;
}
