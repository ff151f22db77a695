import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/hono-env';

/**
 * Answers with `Connection: close` when the response goes out before the request's body was read to its
 * end: a refusal sent early (413 body limit, 403 cross-site, 401 on an upload, 429, 503 maintenance).
 * The unread rest of the body is still on the socket, so a keep-alive client reusing it would have its next
 * request fail; with this header Node closes the connection and the client opens a fresh one (issue #11).
 * Requests that do not come through @hono/node-server (tests' `app.request`) have no socket and pass as they are.
 */
export function closeUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close');
  };
}
