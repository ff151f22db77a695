/**
 * The API test files that run a second time on a PostgreSQL server (`npm run test:api:pg`, the `api-pg`
 * project; CI runs it), issue #36. Every API test runs on the embedded PGlite in `npm test`; PGlite is
 * PostgreSQL itself compiled to WebAssembly, so the same SQL gives the same answers there. A file is here
 * when what it checks can differ on a server:
 * - it runs only there, or differently there (`secondInstance()`, `TEST_DATABASE_URL`, `kind === 'postgres'`):
 *   a second API process on the same database, LISTEN/NOTIFY between processes, pg-boss, named prepared
 *   statements;
 * - work that really runs at once on a pool of connections (PGlite has one): job passes racing each other,
 *   the read queue, the rate limiter's row upserts (and its Redis store, which CI gives this run alone);
 * - the planner and the indexes at work (EXPLAIN, GIN and trigram reads, trigger-kept tables), and the
 *   driver's handling of hostile values and database errors (`pg` on a socket, not PGlite's in-process calls).
 * `postgres-files.test.ts` fails when a file that asks for a server is missing from this list.
 */
export const POSTGRES_TEST_FILES = [
  // Only there, or differently there.
  'src/lib/jobs.test.ts',
  'src/modules/conversations/conversations.test.ts',
  'src/modules/marketplace/catalog-freshness.test.ts',
  'src/modules/marketplace/prepared-statements.test.ts',
  'src/modules/notifications/notifications.test.ts',
  'src/modules/offers/offers.test.ts',
  'src/modules/site/site.test.ts',
  // At once, on a pool.
  'src/lib/read-admission.test.ts',
  'src/middleware/rate-limit.test.ts',
  'src/modules/listings/listing-expiry.test.ts',
  'src/modules/message-emails/message-emails.test.ts',
  'src/modules/saved-searches/saved-searches.test.ts',
  // The planner, the indexes, the driver.
  'src/hardening.test.ts',
  'src/modules/accounts/accounts.test.ts',
  'src/modules/listings/live-listing.test.ts',
  'src/modules/marketplace/display-id-search.test.ts',
  'src/modules/marketplace/live-listing-search.test.ts',
  'src/modules/marketplace/marketplace-counts.test.ts',
  'src/modules/marketplace/marketplace.test.ts',
  // Trigger-kept words and the C-locale question (trigrams of folded keys), issue #38.
  'src/modules/marketplace/search/read-query.test.ts',
  // The admin's synonym groups: the table lock, the duplicate check on arrays, the catalogue announcement.
  'src/modules/admin/search-synonyms.test.ts',
  // Issue #38: Thaana suffixes as prefix matches, ranking by the weight of the vector's parts.
  'src/modules/marketplace/search/word-readings.test.ts',
  // Issue #39: JSONB values as each driver returns them; the admin's field rows locked and renumbered; field
  // filters as containment, ranges and the alerts' SQL function.
  'src/modules/listings/category-fields.test.ts',
  'src/modules/admin/category-fields.test.ts',
  'src/modules/marketplace/field-filters.test.ts',
  // Written to run on both (their docstrings say so): language by member, moderation figures, trusted sellers.
  'src/i18n/member-language.test.ts',
  'src/modules/admin/moderation-figures.test.ts',
  'src/modules/listings/trusted-sellers.test.ts',
];
