/**
 * `/api/listings/*` and `/api/my/listings` (spec 02 §2 item detail, §4, §7). Submission is multipart:
 * the contract's `listingFieldsSchema` fields, `attributes` (a JSON object of the category fields' values,
 * issue #39) and 1–8 photos: pending uploads (`/api/uploads`, issue #12) named in `photoOrder`, and/or
 * `images` files.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  attributesSchema,
  CATEGORY_FIELD_MESSAGES,
  readAttributesJson,
  type ListingAttributes,
} from '@marketplace/contract/category-fields';
import { listingFieldsSchema, photoOrderSchema, type ListingFields } from '@marketplace/contract/listings';
import {
  LISTING_STATUSES,
  OWNER_LISTING_MESSAGES,
  type ListingDetail,
} from '@marketplace/contract/listings-messages';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { CatalogEvents } from '../../lib/catalog-events';
import { ANSWER_CACHE_HEADER } from '../../lib/answer-cache';
import { encodedJson, gzippedJson, type TypedJson } from '../../lib/encoded-answer';
import type { Storage } from '../../lib/storage';
import { unlimitedReads, type ReadAdmission } from '../../lib/read-admission';
import {
  createRouter,
  errors,
  json,
  publicRoute,
  readForm,
  signedIn,
  validationError,
} from '../../lib/openapi';
import { actorOf, requireSession } from '../../middleware/require-session';
import { fieldError } from '../../lib/app-error';
import { currentFieldsOf } from '../catalog/category-fields.service';
import { createViewCounter } from './listing-views.service';
import type { PhotoSource } from './pending-uploads.service';
import { createListing, getListingDetail, listOwnListings } from './listings.service';
import {
  deleteOwnListing,
  markOwnListingSold,
  sellerOverview,
  updateOwnListing,
} from './own-listings.service';
import { renewOwnListing } from './renew-listing';
import { itemsResponseSchema, okResponseSchema } from '@marketplace/contract/common-responses';
import {
  listingDetailSchema,
  ownListingRowSchema,
  sellerOverviewSchema,
} from '@marketplace/contract/listings-responses';

const idParam = z.object({ id: z.uuid({ message: 'Invalid listing ID.' }) });

/**
 * The multipart `photoOrder` field: a JSON array of contract `photoOrderSchema` tokens.
 * @throws AppError 400 (issue path `images`) when it is not JSON or not such an array.
 */
function readPhotoOrder(value: unknown): string[] {
  let order: unknown;
  try {
    order = JSON.parse(String(value));
  } catch {
    order = null;
  }
  const photoOrder = photoOrderSchema.safeParse(order);
  if (!photoOrder.success) {
    throw validationError({
      issues: photoOrder.error.issues.map((issue) => ({ ...issue, path: ['images'] })),
    });
  }
  return photoOrder.data;
}

/**
 * The listing's fields and its category fields' values (issue #39) from a multipart body, each checked by the
 * contract (`listingFieldsSchema`, then `attributesSchema` of the chosen category's current fields). Every
 * problem of both is in the one 400, under `attributes.<key>` for a value.
 * @throws AppError 400 VALIDATION_FAILED with the field issues
 */
async function readListingInput(
  db: Database,
  body: Record<string, unknown>,
): Promise<{ fields: ListingFields; attributes: ListingAttributes }> {
  const parsed = listingFieldsSchema.safeParse(body);
  const issues: Array<z.core.$ZodIssue> = parsed.success ? [] : [...parsed.error.issues];
  let attributes: ListingAttributes = {};
  const json = readAttributesJson(body.attributes);
  const categoryId = parsed.success ? parsed.data.categoryId : null;
  if (!json.ok) {
    issues.push({
      code: 'custom',
      path: ['attributes'],
      message: CATEGORY_FIELD_MESSAGES.invalidAttributes,
      input: body.attributes,
    });
  } else if (categoryId !== null || !issues.some((issue) => issue.path[0] === 'categoryId')) {
    // Checked against the chosen category's fields (none when the category is not chosen yet).
    const fields = categoryId === null ? [] : await currentFieldsOf(db, categoryId);
    const checked = attributesSchema(fields).safeParse(json.value);
    if (checked.success) attributes = checked.data;
    else
      issues.push(
        ...checked.error.issues.map((issue) => ({ ...issue, path: ['attributes', ...issue.path] })),
      );
  }
  if (!parsed.success || issues.length > 0) throw validationError({ issues });
  return { fields: parsed.data, attributes };
}

/** How long a visitor's copy of a public listing is reused (ms). */
const PUBLIC_DETAIL_TTL_MS = 10_000;

/**
 * @param deps.answerCache reuse visitors' copies of public listings (default on; `ANSWER_CACHE`).
 * @param deps.viewKeySecret keys the hashes that stand for visitors' IP addresses in the view counter
 *   (AUTH_SECRET).
 * @param deps.clock "now" for renewal (the app's injected clock in tests).
 */
export function listingsRoutes(deps: {
  db: Database;
  storage: Storage;
  catalogEvents: CatalogEvents;
  answerCache?: boolean;
  viewKeySecret: string;
  /** What an item page no answer cache could give waits for (issue #10, the app's shared one); none waits. */
  readAdmission?: ReadAdmission;
  /** "Now" for the trusted-seller rule (issue #14 item 4) and lifecycle moves (renewal's new term); the system
   * clock when absent. */
  clock?: () => Date;
}) {
  const router = createRouter();
  const admit = deps.readAdmission ?? unlimitedReads;
  const views = createViewCounter({ db: deps.db, secret: deps.viewKeySecret });
  const publicDetails = new LRUCache<string, ListingDetail>({ max: 5000, ttl: PUBLIC_DETAIL_TTL_MS });
  // A change committed while a visitor's copy was being read must not be overwritten by that stale copy.
  let catalogGeneration = 0;
  deps.catalogEvents.onChange(() => {
    catalogGeneration += 1;
    publicDetails.clear();
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings',
      tags: ['listings'],
      summary:
        "Submit a listing for review (multipart: fields, `attributes` JSON of its category fields' values by key, `photoOrder` JSON of `upload:<id>`/`new:<n>` tokens, and any `images` files; without `photoOrder` the 1–8 `images` in order); it starts Pending",
      middleware: [requireSession] as const,
      security: signedIn,
      responses: { 201: json('`ListingDetail`', listingDetailSchema), ...errors(400, 401, 404, 413) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = await readForm(c, { all: true });
      const { fields, attributes } = await readListingInput(deps.db, body);
      const files = [body.images].flat().filter((value): value is File => value instanceof File);
      const fileBytes = await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
      // Without `photoOrder` the files are the photos in order (the form before issue #12 sent only files).
      const order =
        body.photoOrder === undefined ? fileBytes.map((_, n) => `new:${n}`) : readPhotoOrder(body.photoOrder);
      const photos = order.map((token): PhotoSource => {
        const [kind, ref = ''] = token.split(':');
        if (kind === 'upload') return { kind: 'upload', id: ref };
        const bytes = kind === 'new' ? fileBytes[Number(ref)] : undefined;
        if (!bytes) throw fieldError('images', OWNER_LISTING_MESSAGES.photoOrderInvalid);
        return { kind: 'file', bytes };
      });
      if (new Set(order).size !== order.length)
        throw fieldError('images', OWNER_LISTING_MESSAGES.photoOrderInvalid);
      const listingId = await createListing(deps, {
        actor,
        fields,
        attributes,
        photos,
        ipAddress: c.get('clientIp'),
        now: deps.clock?.() ?? new Date(),
      });
      return c.json(await getListingDetail(deps, { listingId, actor }), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/listings/{id}',
      tags: ['listings'],
      summary: 'One listing: public when Approved; the owner and the admin also see their others',
      request: { params: idParam },
      security: publicRoute,
      responses: { 200: json('`ListingDetail`', listingDetailSchema), ...errors(400, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.get('actor');
      // A visitor's view of a public listing is shared by all visitors for a few seconds (dropped on any
      // catalogue change here); members get their own answer (owner view, saved flag).
      const generation = catalogGeneration;
      const cached = actor || deps.answerCache === false ? undefined : publicDetails.get(id);
      const detail =
        cached ?? (await admit(() => getListingDetail(deps, { listingId: id, actor: actor ?? null })));
      const shared = !actor && !cached && detail.status === 'Approved' && generation === catalogGeneration;
      if (shared) publicDetails.set(id, detail);
      c.header(ANSWER_CACHE_HEADER, cached ? 'hit' : 'miss');
      // Public listings are revalidated; private views are never stored.
      c.header('Cache-Control', detail.status === 'Approved' && !detail.isOwner ? 'no-cache' : 'no-store');
      // Serialised and gzipped in one step (once per shared visitor answer), not through the compress
      // middleware's Web Streams: ~0.18 ms of the API's CPU per item page under the realistic mix (issue #10).
      const response = cached || shared ? encodedJson(c, detail) : gzippedJson(c, detail);
      return response as unknown as TypedJson<typeof detail>;
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings/{id}/views',
      tags: ['listings'],
      summary:
        "Count a detail view: once per visitor (member, or hashed IP) and day, never the owner's; unknown ids change nothing",
      request: { params: idParam },
      security: publicRoute,
      responses: { 204: { description: 'Counted (or ignored)' }, ...errors(400) },
    }),
    async (c) => {
      await views.record({
        listingId: c.req.valid('param').id,
        actor: c.get('actor'),
        ipAddress: c.get('clientIp'),
      });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/my/listings',
      tags: ['listings'],
      summary: "The member's non-deleted listings, newest first (dashboard my-listings)",
      middleware: [requireSession] as const,
      request: { query: z.object({ status: z.enum(LISTING_STATUSES).optional() }) },
      security: signedIn,
      responses: {
        200: json('`{ items: OwnListingRow[] }`', itemsResponseSchema(ownListingRowSchema)),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const items = await listOwnListings(deps, { actor: actorOf(c), status: c.req.valid('query').status });
      return c.json({ items }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/listings/{id}',
      tags: ['listings'],
      summary:
        "Edit your listing (multipart: fields, `attributes` JSON of its category fields' values by key, `photoOrder` JSON of `existing:<id>`/`upload:<id>`/`new:<n>` tokens, new `images`); it goes back to Pending. Sold listings cannot be edited",
      middleware: [requireSession] as const,
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`ListingDetail`', listingDetailSchema), ...errors(400, 401, 404, 409, 413) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      const body = await readForm(c, { all: true });
      const { fields, attributes } = await readListingInput(deps.db, body);
      const photoOrder = readPhotoOrder(body.photoOrder ?? '[]');
      const files = [body.images].flat().filter((value): value is File => value instanceof File);
      const newPhotos = await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
      await updateOwnListing(deps, {
        actor,
        listingId: id,
        fields,
        attributes,
        photoOrder,
        newPhotos,
        ipAddress: c.get('clientIp'),
      });
      return c.json(await getListingDetail(deps, { listingId: id, actor }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings/{id}/sold',
      tags: ['listings'],
      summary: 'Mark your approved listing as sold',
      middleware: [requireSession] as const,
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`ListingDetail`', listingDetailSchema), ...errors(401, 404, 409) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      await markOwnListingSold(deps.db, { actor, listingId: id, ipAddress: c.get('clientIp') });
      return c.json(await getListingDetail(deps, { listingId: id, actor }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings/{id}/renew',
      tags: ['listings'],
      summary:
        'Renew your Expired listing (issue #14 item 3): back on the marketplace without a new review, for a new term of LISTING_TTL_DAYS (60) days',
      middleware: [requireSession] as const,
      request: { params: idParam },
      security: signedIn,
      responses: {
        200: json('`ListingDetail` (Approved)', listingDetailSchema),
        ...errors(400, 401, 404, 409),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      await renewOwnListing(deps.db, {
        actor,
        listingId: id,
        ipAddress: c.get('clientIp'),
        now: deps.clock?.() ?? new Date(),
      });
      return c.json(await getListingDetail(deps, { listingId: id, actor }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/listings/{id}',
      tags: ['listings'],
      summary: 'Delete your listing (soft delete: it leaves the marketplace and your dashboard)',
      middleware: [requireSession] as const,
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(401, 404) },
    }),
    async (c) => {
      await deleteOwnListing(deps.db, {
        actor: actorOf(c),
        listingId: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ ok: true, message: OWNER_LISTING_MESSAGES.deleted }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/my/overview',
      tags: ['listings'],
      summary: "Dashboard overview: the member's listings by status, views, saves and five latest events",
      middleware: [requireSession] as const,
      security: signedIn,
      responses: { 200: json('`SellerOverview`', sellerOverviewSchema), ...errors(401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await sellerOverview(deps.db, actorOf(c)), 200);
    },
  );

  return router;
}
