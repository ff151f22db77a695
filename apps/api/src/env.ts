/**
 * The only reader of `process.env` (ARCHITECTURE.md "Configuration"). Every setting is validated once at
 * start; every bad key is reported together. `AUTH_SECRET` is generated and kept under `DATA_DIR` when absent.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** An optional setting whose empty value (`KEY=` in .env) means not set. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z
    .literal('')
    .transform(() => undefined)
    .or(schema)
    .optional();

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, photos and the generated secret live; relative paths are from the working directory. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * Public catalogue reads (browse, suggestions, item pages) that no answer cache could give, run at once on
   * an instance; the rest wait their turn before their first query (issue #10, decision 030). Default: the
   * pool size.
   */
  CATALOGUE_READ_CONCURRENCY: z.coerce.number().int().min(1).max(100).optional(),
  BASE_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SITE_NAME: z.string().min(1).default('Raajje Market'),
  PRODUCT_NOUN: z.string().min(1).default('Pre-loved'),
  /** PRODUCT_NOUN in Dhivehi, for pages shown in Dhivehi (issue #37 item 4o): "used", as sellers here say it. */
  PRODUCT_NOUN_DV: z.string().min(1).default('ބޭނުންކޮށްފައިވާ'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Raajje Market <no-reply@raajje.market>'),
  /** Without SMTP_URL, also write each message as a JSON file here (the browser journeys read their links). */
  MAIL_DROP_DIR: z.string().optional(),
  MAINTENANCE_MODE: onOff,
  /** Seed the demo catalogue on first start of an empty database. */
  SEED_DEMO: z
    .enum(['on', 'off'])
    .optional()
    .transform((v) => v !== 'off'),
  /** Number of reverse proxies in front of the API whose X-Forwarded-For may be trusted. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Redis for the app's rate-limit counters (issue #11, decision 011); without it they live in the database's
   * `app_rate_limits` table.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Per-client rate limits; only a test of something else may switch them off. */
  RATE_LIMIT: z
    .enum(['on', 'off'])
    .optional()
    .transform((v) => v !== 'off'),
  /**
   * Reuse of whole public answers (browse pages, suggestions, visitors' item pages) between catalogue changes.
   * `off` measures the queries alone (`npm run bench`'s one-at-a-time figures); production keeps it on.
   */
  ANSWER_CACHE: z
    .enum(['on', 'off'])
    .optional()
    .transform((v) => v !== 'off'),
  /**
   * Live event streams (`/api/events`, issue #11) one client address may hold open on one instance; more are
   * refused with 429. Generous, because mobile carriers put many islanders behind one address.
   */
  EVENTS_MAX_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Live event streams one instance holds open in all; more are refused with 503. */
  EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** How often (ms) an open stream re-checks its session, for expiry and any missed revocation. */
  EVENTS_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Embedded database only: ms between passes of the background jobs (unread-message e-mails, listing expiry,
   * saved-search alerts), which run in-process there. On PostgreSQL pg-boss runs them every minute whatever this
   * says. The browser journeys shorten it to see a job's work within seconds.
   */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Serve the web build's source maps (`*.map`). Off by default: they hand anyone the app's source; switch on
   * for a staging server where errors are read in the browser (issue #11).
   */
  SERVE_SOURCE_MAPS: onOff,
  /** Where the built SPA lives; served with an index.html fallback when present. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * S3-compatible object storage for images (issue #11, docs/decisions/009-object-storage.md). The four keys
   * go together (all or none, checked in `loadEnv`); without them images stay on disk under DATA_DIR.
   */
  S3_ENDPOINT: optionalSetting(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  S3_BUCKET: optionalSetting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  S3_ACCESS_KEY_ID: optionalSetting(z.string()),
  S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
  /** Signing region; most S3-compatible stores accept any, AWS needs the bucket's own. */
  S3_REGION: optionalSetting(z.string()),
  /** `on` for stores that address buckets by path (MinIO, s3rver) rather than by host name. */
  S3_FORCE_PATH_STYLE: onOff,
});

/** The keys that configure object storage together, and the ones that only refine it. */
const S3_REQUIRED_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL_KEYS = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/** S3-compatible object storage settings, present when all four `S3_*` keys are set. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `us-east-1` unless S3_REGION says otherwise. */
  region: string;
  forcePathStyle: boolean;
}

export type Env = z.output<typeof envSchema> & {
  AUTH_SECRET: string;
  BASE_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
  /** Object storage for images when `S3_*` is set; undefined means local disk. */
  S3: S3Settings | undefined;
};

/** Thrown at start with every invalid setting listed. */
export class InvalidEnvironmentError extends Error {}

/**
 * Reads and validates the environment (and `./.env` when present).
 * @throws InvalidEnvironmentError listing every bad key.
 */
export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  options: { readDotEnv?: boolean } = {},
): Env {
  if (options.readDotEnv !== false && source === process.env && existsSync('.env')) {
    process.loadEnvFile('.env');
  }
  const parsed = envSchema.safeParse(source);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...s3GroupIssues(source).map((issue) => `  ${issue.key}: ${issue.message}`),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // By default the repository's ./data, wherever `npm start` runs from (it runs in apps/api).
  const dataDir = env.DATA_DIR
    ? path.resolve(env.DATA_DIR)
    : fileURLToPath(new URL('../../../data', import.meta.url));
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    MAIL_DROP_DIR: env.MAIL_DROP_DIR ? path.resolve(env.MAIL_DROP_DIR) : undefined,
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    S3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION ?? 'us-east-1',
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}

/**
 * Object storage is configured by four keys together: some without the others, or a refinement
 * (S3_REGION, S3_FORCE_PATH_STYLE) without them, is a half-made setting that would quietly fall back to disk.
 */
function s3GroupIssues(source: NodeJS.ProcessEnv): Array<{ key: string; message: string }> {
  const isSet = (key: string) => (source[key] ?? '') !== '';
  const given = S3_REQUIRED_KEYS.filter(isSet);
  if (given.length === S3_REQUIRED_KEYS.length) return [];
  if (given.length > 0) {
    return S3_REQUIRED_KEYS.filter((key) => !isSet(key)).map((key) => ({
      key,
      message: `required with ${given.join(', ')}: set all of ${S3_REQUIRED_KEYS.join(', ')} or none`,
    }));
  }
  return S3_OPTIONAL_KEYS.filter(isSet).map((key) => ({
    key,
    message: `only applies with ${S3_REQUIRED_KEYS.join(', ')} set`,
  }));
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
