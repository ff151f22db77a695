/**
 * better-auth: e-mail + password, cookie sessions stored as rows, the admin plugin's role and ban
 * (ARCHITECTURE.md "Stack": auth). Mounted at /api/auth/*. Public sign-up through better-auth is switched
 * off: `POST /api/accounts/sign-up` creates the user, the credential and the profile in one transaction.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/auth';
import type { Env } from '../env';
import type { Logger } from './logger';
import { createPasswordHasher, OWASP_SCRYPT_COST, TEST_SCRYPT_COST } from './passwords';
import type { Mailer } from './mailer';
import { serverMessages } from '../i18n/messages';
import { memberLanguage } from '../i18n/recipient';

/** Internal header carrying the client IP our middleware derived; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = 'x-marketplace-client-ip';

/** Spec-driven session lengths (issue 3 refines per-kind lifetimes). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** Reset links expire after one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export function createAuth(deps: { db: Database; env: Env; mailer: Mailer; logger: Logger }) {
  const { db, env, mailer, logger } = deps;
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.BASE_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      password: createPasswordHasher(env.NODE_ENV === 'test' ? TEST_SCRYPT_COST : OWASP_SCRYPT_COST),
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: target, token }) {
        const link = `${env.BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        // Issue #15: in the member's saved language.
        const { passwordReset } = serverMessages(await memberLanguage(db, target.id)).email;
        await mailer.enqueue(db, {
          to: target.email,
          kind: 'password-reset',
          subject: passwordReset.subject(env.SITE_NAME),
          // Issue #37 item 4b: a name typed by whoever signed the address up never opens a mail to it.
          text: passwordReset.text({
            name: target.emailVerified ? target.name : null,
            siteName: env.SITE_NAME,
            link,
          }),
        });
        void mailer.flush();
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user: target, url }) {
        // Issue #15: in the member's saved language (at sign-up, the page's).
        const { verification } = serverMessages(await memberLanguage(db, target.id)).email;
        await mailer.enqueue(db, {
          to: target.email,
          kind: 'email-verification',
          subject: verification.subject(env.SITE_NAME),
          text: verification.text({ siteName: env.SITE_NAME, link: url }),
        });
        void mailer.flush();
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.BASE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    rateLimit: { enabled: env.RATE_LIMIT, storage: 'database' },
    telemetry: { enabled: false },
    logger: {
      // Into our structured log; an expected wrong password is not worth a warning.
      log: (level, message, ...args) => {
        if (message.includes('Invalid password')) return;
        logger[level]({ args }, `better-auth: ${message}`);
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
