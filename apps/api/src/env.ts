/**
 * The only reader of `process.env` (ARCHITECTURE.md "Configuration"). Every setting is validated once at
 * start; every bad key is reported together. `AUTH_SECRET` is generated and kept under `DATA_DIR` when absent.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  BASE_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SITE_NAME: z.string().min(1).default('Raajje Market'),
  PRODUCT_NOUN: z.string().min(1).default('Pre-loved'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Raajje Market <no-reply@raajje.market>'),
  MAINTENANCE_MODE: onOff,
  /** Seed the demo catalogue on first start of an empty database. */
  SEED_DEMO: z
    .enum(['on', 'off'])
    .optional()
    .transform((v) => v !== 'off'),
  /** Number of reverse proxies in front of the API whose X-Forwarded-For may be trusted. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Per-client rate limits; only a test of something else may switch them off. */
  RATE_LIMIT: z
    .enum(['on', 'off'])
    .optional()
    .transform((v) => v !== 'off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Serve the web build's source maps (`*.map`). Off by default: they hand anyone the app's source; switch on
   * for a staging server where errors are read in the browser (issue #11).
   */
  SERVE_SOURCE_MAPS: onOff,
  /** Where the built SPA lives; served with an index.html fallback when present. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.output<typeof envSchema> & {
  AUTH_SECRET: string;
  BASE_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // By default the repository's ./data, wherever `npm start` runs from (it runs in apps/api).
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : fileURLToPath(new URL('../../../data', import.meta.url));
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
