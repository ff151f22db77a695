import type { Logger } from './logger';

/** The signed-in caller, as middleware puts it in the context. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  sessionId: string;
}

/** Hono's context variables for every route of this API. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    clientIp: string;
    /** Set by `loadSession`: null for a visitor. */
    actor: Actor | null;
    /** Set by `pageLanguage` on page routes (issue #15): the language the page is served in. */
    language?: string;
  };
}
