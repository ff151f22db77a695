import { MAINTENANCE_MESSAGES } from '@marketplace/contract/site-settings';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import type { AppEnv } from '../lib/hono-env';

/** API paths that stay open during maintenance: health, site state, signing in and out (the admin needs them). */
const OPEN_DURING_MAINTENANCE = [
  /^\/api\/(health|ready|site|me|openapi\.json)$/,
  /^\/api\/site\//,
  /^\/api\/docs/,
  /^\/api\/auth\//,
  /^\/api\/accounts\/(sign-in|sign-out)$/,
];

/**
 * While maintenance is on, every other API call from anyone but the admin answers 503 with the spec's text.
 * @param isOn reads the (briefly cached) switch
 */
export function maintenanceGate(isOn: () => Promise<boolean>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      c.get('actor')?.role !== 'admin' &&
      !OPEN_DURING_MAINTENANCE.some((re) => re.test(c.req.path)) &&
      (await isOn())
    ) {
      throw new AppError('SERVICE_UNAVAILABLE', MAINTENANCE_MESSAGES.text);
    }
    await next();
  };
}
