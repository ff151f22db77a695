import path from 'node:path';

/** Where the journeys' server listens; shared by the config and the fixtures. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's data folder (relative to e2e/ unless absolute); wiped at the start of each run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/**
 * The journeys' inbox: without SMTP the server writes each e-mail here as JSON (MAIL_DROP_DIR). The admin's
 * outbox never shows a working link (issue #11), so journeys that follow a link read it from here.
 */
export const E2E_MAIL_DROP_DIR = path.resolve(import.meta.dirname, E2E_DATA_DIR, 'mail-drop');
