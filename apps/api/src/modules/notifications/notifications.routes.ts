/**
 * `/api/notifications/*` and the live stream `/api/events` (spec 01 §2–§4, §7; server-sent events with ids,
 * so a reconnecting client gets what it missed through Last-Event-ID).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { REALTIME_HEARTBEAT_MS } from '@marketplace/contract/notifications';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../../db/client';
import { createRouter, errors, json } from '../../lib/openapi';
import type { RealtimeHub } from '../../lib/realtime';
import { actorOf, requireSession } from '../../middleware/require-session';
import { listNotifications, markRead, notificationsSince } from './notifications.service';

export function notificationsRoutes(deps: { db: Database; realtime: RealtimeHub }) {
  const { db, realtime } = deps;
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
      responses: { 200: json('`NotificationsPage`'), ...errors(400, 401) },
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
      responses: { 200: json('`{ updated: number }`'), ...errors(400, 401) },
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
   * `testimonials` (visitors get only those); a heartbeat comment every 30 s.
   */
  router.get('/events', (c) => {
    const actor = c.get('actor');
    const lastEventId = c.req.header('Last-Event-ID');
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const unsubscribe = realtime.subscribe(actor?.id ?? null, (message) => {
        void stream.writeSSE({ event: message.event, id: message.id, data: JSON.stringify(message.data) });
      });
      const offClose = realtime.onClose(() => {
        void stream.close();
        finish();
      });
      stream.onAbort(finish);
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), REALTIME_HEARTBEAT_MS);
      try {
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
        unsubscribe();
        offClose();
      }
    });
  });

  return router;
}
