/**
 * Site-wide state every instance agrees on (spec 01 §1 maintenance notice): the maintenance switch lives in
 * `site_settings`; MAINTENANCE_MODE=on forces it. The contact details and social links (issue #37 item 4q) live
 * there too. Also the public sitemap of approved listings.
 */
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  EMPTY_SITE_CONTACT,
  siteContactSchema,
  type SiteContact,
  type SiteContactSettings,
} from '@marketplace/contract/site-contact';
import type { OutboxMessage, SiteStatus, SystemSummary } from '@marketplace/contract/site-settings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { mailingListSubscribers, mailOutbox, siteSettings } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import type { Actor } from '../../lib/hono-env';
import { redactSecrets } from '../../lib/mailer';
import { recordActivity } from '../activity/activity.service';
import { liveListing } from '../listings/listing-lifecycle';

const MAINTENANCE_KEY = 'maintenance';
const CONTACT_KEY = 'contact';

/**
 * The site's contact details and social links (issue #37 item 4q), from `site_settings` (key `contact`). All
 * empty until the admin sets them; a stored value that no longer passes the contract's schema reads as empty.
 */
export async function getSiteContact(db: Database): Promise<SiteContactSettings> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, CONTACT_KEY));
  const stored = siteContactSchema.safeParse(row?.value);
  return stored.success && row
    ? { ...stored.data, updatedAt: row.updatedAt.toISOString() }
    : { ...EMPTY_SITE_CONTACT, updatedAt: null };
}

/**
 * Stores the contact details (already validated by `siteContactInputSchema`: empty fields are null) with
 * their activity-log row (ADMIN_USER_UPDATE, as the maintenance switch), in one transaction.
 * @returns the details as stored.
 */
export async function setSiteContact(
  db: Database,
  args: { actor: Actor; contact: SiteContact; ipAddress: string; now: Date },
): Promise<SiteContactSettings> {
  const value: SiteContact = {
    email: args.contact.email,
    phone: args.contact.phone,
    instagram: args.contact.instagram,
    facebook: args.contact.facebook,
    viber: args.contact.viber,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: CONTACT_KEY, value, updatedAt: args.now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: args.now } });
    const shown = Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([name]) => name);
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: shown.length
        ? `Site contact details updated (${shown.join(', ')})`
        : 'Site contact details cleared',
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { contact: value },
      facts: shown.length
        ? { event: 'siteContactUpdated', contactFields: shown }
        : { event: 'siteContactCleared' },
    });
  });
  return getSiteContact(db);
}

export async function siteStatus(db: Database, forced: boolean): Promise<SiteStatus> {
  if (forced) return { maintenance: true, forcedByEnvironment: true };
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, MAINTENANCE_KEY));
  return {
    maintenance: (row?.value as { enabled?: boolean } | undefined)?.enabled === true,
    forcedByEnvironment: false,
  };
}

export async function setMaintenance(
  db: Database,
  args: { actor: Actor; enabled: boolean; ipAddress: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: MAINTENANCE_KEY, value: { enabled: args.enabled } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { enabled: args.enabled }, updatedAt: new Date() },
      });
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Maintenance mode turned ${args.enabled ? 'on' : 'off'}`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { maintenance: args.enabled },
      facts: { event: args.enabled ? 'maintenanceOn' : 'maintenanceOff' },
    });
  });
}

export async function systemSummary(db: Database, forced: boolean): Promise<SystemSummary> {
  const [users, listingCount, subscribers, pending, sent, status] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(listings).where(eq(listings.isDeleted, false)),
    db
      .select({ n: count() })
      .from(mailingListSubscribers)
      .where(isNull(mailingListSubscribers.unsubscribedAt)),
    db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
    db.select({ n: count() }).from(mailOutbox).where(isNotNull(mailOutbox.sentAt)),
    siteStatus(db, forced),
  ]);
  return {
    users: Number(users[0]?.n ?? 0),
    listings: Number(listingCount[0]?.n ?? 0),
    subscribers: Number(subscribers[0]?.n ?? 0),
    mailOutbox: { pending: Number(pending[0]?.n ?? 0), sent: Number(sent[0]?.n ?? 0) },
    maintenance: status,
  };
}

/**
 * The latest outgoing mail, newest first (the admin's outbox viewer). Issue #11: the admin must not be able
 * to open anyone's account from here, so every text comes with its secrets redacted (`redactSecrets`), and a
 * message SMTP delivered has no text left at all (null).
 */
export async function latestOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    text: row.text === null ? null : redactSecrets(row.text),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Live listings for the sitemap (`liveListing`), most recently updated first. */
export async function sitemapListings(db: Database, limit = 45_000) {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(liveListing)
    .orderBy(desc(listings.updatedAt))
    .limit(limit);
}
