/**
 * Route building blocks: every router is an OpenAPIHono whose request schemas (from the contract) both
 * validate and document the API at /api/openapi.json. A failed validation answers 400 with the contract's
 * `{ code, message, issues }` shape.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { INVALID_FORM_MESSAGE, type FieldIssue } from '@marketplace/contract/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError } from './app-error';
import type { AppEnv } from './hono-env';

export function toFieldIssues(error: Pick<ZodError, 'issues'>): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** A 400 from a zod error; the top message is the first issue's, so a client without field UI still reads it. */
export function validationError(error: Pick<ZodError, 'issues'>): AppError {
  const issues = toFieldIssues(error);
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input.', issues);
}

/**
 * The fields and files of a multipart (or URL-encoded) body, as `c.req.parseBody(options)` reads them. A body
 * that is not a readable form (a broken multipart boundary, JSON sent as a form) is a 400, never a 500
 * (issue #11).
 * @throws AppError VALIDATION_FAILED with INVALID_FORM_MESSAGE
 */
export async function readForm<Options extends { all?: boolean }>(c: Context<AppEnv>, options?: Options) {
  try {
    return await c.req.parseBody(options);
  } catch (error) {
    if (error instanceof AppError || error instanceof HTTPException) throw error;
    throw new AppError('VALIDATION_FAILED', INVALID_FORM_MESSAGE);
  }
}

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * A JSON response with its real body schema (from the contract's `*-responses.ts`), so /api/openapi.json
 * documents every answer (issue #11). The schema documents only; handlers answer the contract's types.
 */
export function json<S extends z.ZodType>(description: string, schema: S) {
  return { description, content: { 'application/json': { schema } } };
}

/** The security scheme of better-auth's session cookie, declared on the document in app.ts (issue #11). */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/**
 * better-auth's session cookie name: its default `better-auth.session_token`, with the `__Secure-` prefix
 * when the site runs on https (`useSecureCookies` in lib/auth.ts).
 */
export function sessionCookieName(baseUrl: string): string {
  return `${baseUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token`;
}

/** `security` of a route behind requireSession / requireAdmin: it answers 401 without the session cookie. */
export const signedIn: Array<Record<string, string[]>> = [{ [SESSION_COOKIE_SCHEME]: [] }];

/** `security` of a route anyone may call; a session, when sent, may still change what it answers. */
export const publicRoute: Array<Record<string, string[]>> = [];

export function errors(...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 429>) {
  const texts: Record<number, string> = {
    400: 'Invalid input: `issues` lists each field and its message',
    401: 'Not signed in',
    403: 'Signed in without the needed role, or banned',
    404: 'Not found',
    409: 'Conflicts with the current state',
    413: 'Upload too large',
    429: 'Too many requests',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: texts[s]!, content: { 'application/json': { schema: errorBody } } },
    ]),
  );
}
