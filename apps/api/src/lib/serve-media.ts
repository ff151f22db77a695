/**
 * `/media/<key>`: public images streamed from storage (disk or bucket, issue #11), so the web app's image URLs
 * are the same whichever store holds them. GET and HEAD only; anything not found falls through to the
 * route's 404. Private keys are never reachable here: they live under another root.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './hono-env';
import type { Storage } from './storage';

export function serveMedia(storage: Storage): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const object = await storage.open('public', c.req.path.replace(/^\/media\//, ''));
    if (!object) return next();
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    if (object.lastModified) c.header('Last-Modified', object.lastModified.toUTCString());
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  };
}
