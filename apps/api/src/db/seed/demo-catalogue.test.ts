import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_CONDITIONS,
  LISTING_EXPIRY_WARNING_DAYS,
  LISTING_STATUSES,
  LISTING_TTL_DAYS,
} from '@marketplace/contract/listings-messages';
import { runListingExpiry } from '../../modules/listings/listing-expiry.service';
import { createDiskStorage } from '../../lib/disk-storage';
import type { Storage } from '../../lib/storage';
import { openMigratedPglite } from '../../test/database-template';
import type { DatabaseHandle } from '../client';
import { account, user } from '../schema/auth';
import { categories, maldivesLocations } from '../schema/catalog';
import { listingImages, listings } from '../schema/listings';
import { profiles } from '../schema/profiles';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedReferenceData } from './reference-data';

const PASSWORD = 'Demo-Seller-2024!';
const NOW = new Date('2025-06-15T08:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** WebP files start with "RIFF", a 4-byte size, then "WEBP". */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP'
  );
}

describe('seedDemoCatalogue', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let storage: Storage;
  let result: { sellers: number; listings: number };

  beforeAll(async () => {
    handle = await openMigratedPglite();
    await seedReferenceData(handle.db);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-catalogue-'));
    storage = createDiskStorage(dataDir);
    result = await seedDemoCatalogue({ db: handle.db, storage, sellerPassword: PASSWORD, now: NOW });
  });

  afterAll(async () => {
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates at least 10 sellers and 60 listings and reports the counts', async () => {
    expect(result.sellers).toBeGreaterThanOrEqual(10);
    expect(result.listings).toBeGreaterThanOrEqual(60);
    expect(await handle.db.$count(profiles)).toBe(result.sellers);
    expect(await handle.db.$count(listings)).toBe(result.listings);
    const owners = await handle.db.selectDistinct({ userId: listings.userId }).from(listings);
    expect(owners).toHaveLength(result.sellers);
  });

  it('lets every demo seller sign in with the demo password', async () => {
    const rows = await handle.db
      .select({
        email: user.email,
        verified: user.emailVerified,
        role: user.role,
        password: account.password,
        accountId: account.accountId,
        userId: user.id,
      })
      .from(user)
      .innerJoin(account, eq(account.userId, user.id))
      .where(eq(account.providerId, 'credential'));
    expect(rows).toHaveLength(result.sellers);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z]+(\.[a-z]+)+@example\.mv$/);
      expect(row).toMatchObject({ verified: true, role: 'user', accountId: row.userId });
    }
    const first = rows[0];
    expect(first?.password).toBeTruthy();
    expect(await verifyPassword({ hash: first?.password ?? '', password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: first?.password ?? '', password: 'wrong-password' })).toBe(false);
  });

  it('gives sellers complete, plausible and unique profiles', async () => {
    const rows = await handle.db.select().from(profiles);
    const ids = rows.map((r) => r.nationalIdNumber);
    expect(new Set(ids).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(rows.length);
    const locationNames = new Set(
      (await handle.db.select().from(maldivesLocations)).map((l) => `${l.name}, ${l.atoll}`),
    );
    for (const row of rows) {
      expect(row.nationalIdNumber).toMatch(/^A\d{6}$/);
      expect(row.mobile).toMatch(/^[79]\d{6}$/);
      expect(row.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(locationNames.has(row.location ?? '')).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY_MS);
      if (row.isVerifiedSeller) expect(row.idVerificationStatus).toBe('verified');
    }
    expect(rows.filter((r) => r.isVerifiedSeller).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.instagramHandle)).toBe(true);
    expect(rows.find((r) => r.email === 'aishath.shifa@example.mv')).toMatchObject({
      firstName: 'Aishath',
      lastName: 'Shifa',
      location: 'K. Malé, Kaafu',
    });
  });

  it('gives every listing that went live a term like a real one: two lapsed, a few about to end, the rest running', async () => {
    const rows = await handle.db.select().from(listings);
    for (const row of rows) {
      if (row.status === 'Approved' || row.status === 'Sold') {
        expect(row.approvedAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(row.approvedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      } else {
        expect(row.approvedAt).toBeNull();
      }
      if (row.status === 'Approved') {
        expect(row.expiresAt!.getTime() - row.approvedAt!.getTime()).toBe(LISTING_TTL_DAYS * DAY_MS);
      } else {
        expect(row.expiresAt).toBeNull();
      }
    }
    const live = rows.filter((r) => r.status === 'Approved' && !r.isDeleted);
    const lapsed = live.filter((r) => r.expiresAt!.getTime() <= NOW.getTime());
    expect(lapsed).toHaveLength(2);
    // The oldest ones, past their term, not renewed.
    const oldest = [...live].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, 2);
    expect(lapsed.map((r) => r.id).sort()).toEqual(oldest.map((r) => r.id).sort());
    expect(
      live.some(
        (r) =>
          r.expiresAt!.getTime() - NOW.getTime() <= LISTING_EXPIRY_WARNING_DAYS * DAY_MS &&
          r.expiresAt! > NOW,
      ),
    ).toBe(true);
  });

  it('has listings in every status (Expired after the expiry job) and condition, with reasons on the rejected ones only', async () => {
    // The expiry job's first pass on a fresh install expires the lapsed ones.
    const pass = await runListingExpiry(
      {
        db: handle.db,
        mailer: { enqueue: async () => {}, flush: async () => {} },
        baseUrl: 'http://localhost:3000',
        siteName: 'Raajje Market',
      },
      NOW,
    );
    expect(pass.expired).toBe(2);
    const rows = await handle.db.select().from(listings);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    for (const status of LISTING_STATUSES) expect(count(status)).toBeGreaterThan(0);
    expect(count('Expired')).toBe(2);
    expect(count('Approved') / rows.length).toBeGreaterThan(0.65);
    for (const condition of LISTING_CONDITIONS)
      expect(rows.some((r) => r.condition === condition)).toBe(true);
    for (const row of rows) {
      if (row.status === 'Rejected') expect(row.rejectionReason?.length).toBeGreaterThan(10);
      else expect(row.rejectionReason).toBeNull();
    }
    const deleted = rows.filter((r) => r.isDeleted);
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((r) => r.status === 'Approved')).toBe(true);
  });

  it('numbers listings PD-000001… oldest first', async () => {
    const rows = await handle.db.select().from(listings).orderBy(asc(listings.itemDisplayId));
    for (const row of rows) expect(row.itemDisplayId).toMatch(/^PD-\d{6}$/);
    expect(new Set(rows.map((r) => r.itemDisplayId)).size).toBe(rows.length);
    const times = rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps dates, views and prices believable', async () => {
    const rows = await handle.db.select().from(listings);
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 90 * DAY_MS);
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.views).toBeGreaterThanOrEqual(0);
      expect(row.views).toBeLessThanOrEqual(400);
      if (row.status === 'Pending' || row.status === 'Rejected') expect(row.views).toBe(0);
      expect(row.price).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThanOrEqual(10);
    }
    expect(rows.some((r) => r.description.includes('\n'))).toBe(true);
    expect(rows.find((r) => r.name === 'iPhone 13 128GB Midnight')?.price).toBe(6500);
  });

  it('stores the category and location names beside their ids, spread over many atolls', async () => {
    const rows = await handle.db
      .select({
        category: listings.category,
        categoryName: categories.name,
        location: listings.location,
        locationName: maldivesLocations.name,
        atoll: maldivesLocations.atoll,
      })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(maldivesLocations, eq(maldivesLocations.id, listings.locationId));
    expect(rows).toHaveLength(result.listings);
    for (const row of rows) {
      expect(row.category).toBe(row.categoryName);
      expect(row.location).toBe(row.locationName);
    }
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((r) => r.atoll)).size).toBeGreaterThanOrEqual(10);
    const perIsland = new Map<string, number>();
    for (const row of rows) perIsland.set(row.location, (perIsland.get(row.location) ?? 0) + 1);
    const busiest = [...perIsland.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name]) => name);
    expect(busiest).toEqual(expect.arrayContaining(['K. Malé']));
  });

  it('gives every listing 1–3 photos, in order, stored as WebP', async () => {
    const images = await handle.db.select().from(listingImages).orderBy(asc(listingImages.position));
    const byListing = new Map<string, typeof images>();
    for (const image of images)
      byListing.set(image.listingId, [...(byListing.get(image.listingId) ?? []), image]);
    expect(byListing.size).toBe(result.listings);
    for (const [listingId, photos] of byListing) {
      expect(photos.length).toBeGreaterThanOrEqual(1);
      expect(photos.length).toBeLessThanOrEqual(3);
      expect(photos.map((p) => p.position)).toEqual(photos.map((_, i) => i));
      for (const photo of photos) {
        expect(photo.thumbKey).toMatch(new RegExp(`^listings/${listingId}/[0-9a-f-]{36}-400\\.webp$`));
        expect(photo.largeKey).toBe(photo.thumbKey.replace(/-400\.webp$/, '-1600.webp'));
        expect(photo.mediumKey).toBe(photo.thumbKey.replace(/-400\.webp$/, '-800.webp'));
        expect(photo).toMatchObject({ width: 800, height: 600 });
      }
    }
    // Check the bytes on disk, not just the keys: the browser is served these files.
    for (const image of images) {
      const thumb = await storage.open('public', image.thumbKey);
      expect(thumb).not.toBeNull();
      expect(isWebp(Buffer.from(await new Response(thumb?.body).arrayBuffer()))).toBe(true);
      expect(isWebp(readFileSync(path.join(dataDir, 'media', image.largeKey)))).toBe(true);
      expect(isWebp(readFileSync(path.join(dataDir, 'media', image.mediumKey!)))).toBe(true);
    }
    expect(storage.publicUrl(images[0]?.thumbKey ?? '')).toMatch(/^\/media\/listings\//);
  });
});
