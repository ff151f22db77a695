import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../lib/auth';
import type { AppEnv } from '../lib/hono-env';

/**
 * Derives the client IP once per request: the socket address, or — only when TRUSTED_PROXY_HOPS > 0 — the
 * address that many hops from the right of X-Forwarded-For. A client rotating X-Forwarded-For cannot change
 * it otherwise. The value is stored in the context and in an internal header for better-auth.
 */
export function clientIp(trustedProxyHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | null = null;
    if (trustedProxyHops > 0) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      ip = chain[chain.length - trustedProxyHops] ?? null;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? null;
      } catch {
        ip = null; // app.request() in tests has no socket
      }
    }
    ip ??= '127.0.0.1';
    c.set('clientIp', ip);
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    await next();
  };
}
