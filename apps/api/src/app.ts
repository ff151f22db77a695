/**
 * `createApp(deps)`: the whole HTTP surface — JSON API under /api, images under /media, and the built SPA
 * with an index.html fallback — as one Hono app. Side-effect free: main.ts (or a test) opens the database
 * and passes everything in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGES_MAX } from '@marketplace/contract/listings-messages';
import { formatPrice, type SiteConfig } from '@marketplace/contract/site';
import { EMPTY_SITE_CONTACT, type SiteContact } from '@marketplace/contract/site-contact';
import { marketplaceQuerySchema } from '@marketplace/contract/marketplace';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { AppError, apiErrorHandler } from './lib/app-error';
import type { Auth } from './lib/auth';
import { createReadAdmission } from './lib/read-admission';
import { mountDocs } from './lib/docs-page';
import { serveMedia } from './lib/serve-media';
import { pageLanguage, requestLanguage } from './lib/page-language';
import { loadServerRenderer, type RenderedPage } from './lib/server-render';
import { loadSpaShell, type PageHints, type PageMeta } from './lib/spa-shell';
import { webManifest } from './lib/web-manifest';
import type { AppEnv } from './lib/hono-env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { createRouter, SESSION_COOKIE_SCHEME, sessionCookieName } from './lib/openapi';
import type { CatalogEvents } from './lib/catalog-events';
import type { RealtimeHub } from './lib/realtime';
import type { Storage } from './lib/storage';
import { z } from '@hono/zod-openapi';
import { clientIp } from './middleware/client-ip';
import { closeUnreadBody } from './middleware/close-unread-body';
import type { RateLimiter } from './middleware/rate-limit';
import { maintenanceGate } from './middleware/maintenance';
import { loadSession } from './middleware/require-session';
import { createViewCounter } from './modules/listings/listing-views.service';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authEndpointsRoutes } from './modules/accounts/auth-endpoints.routes';
import { settingsRoutes } from './modules/accounts/settings.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { searchSynonymsRoutes } from './modules/admin/search-synonyms.routes';
import { categoryFieldsRoutes } from './modules/admin/category-fields.routes';
import { forgetCategoryFields } from './modules/catalog/category-fields.service';
import { trustedSellersRoutes } from './modules/admin/trusted-sellers.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { uploadsRoutes } from './modules/listings/uploads.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { mailingListRoutes } from './modules/mailing-list/mailing-list.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createMarketplaceSearch } from './modules/marketplace/marketplace.service';
import { offersRoutes } from './modules/offers/offers.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { sellerProfile } from './modules/reviews/reviews.service';
import { savedRoutes } from './modules/saved/saved.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { siteAdminRoutes } from './modules/site/site-admin.routes';
import { siteRoutes } from './modules/site/site.routes';
import { getSiteContact, sitemapListings, siteStatus } from './modules/site/site.service';
import { getListingDetail, listingPhotoAccess } from './modules/listings/listings.service';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  logger: Logger;
  realtime: RealtimeHub;
  /** Committed changes of the public catalogue, from every instance (drops answer caches). */
  catalogEvents: CatalogEvents;
  /** The app's own rate limits (middleware/rate-limit.ts); closed with the app. */
  rateLimiter: RateLimiter;
  /** "Now" for time-based rules (issue #13 limits); the system clock when absent. Read on every call. */
  clock?: () => Date;
}

/** JSON bodies are small; only listing submission carries photos (8 × 10 MiB plus form fields). */
/** The unsubscribe addresses mail clients POST to (RFC 8058), as `List-Unsubscribe` names them. */
export const ONE_CLICK_UNSUBSCRIBE_PATHS = new Set([
  '/api/saved-searches/unsubscribe',
  '/api/mailing-list/unsubscribe',
]);
const JSON_BODY_LIMIT_BYTES = 256 * 1024;
const LISTING_BODY_LIMIT_BYTES = LISTING_IMAGES_MAX * LISTING_IMAGE_MAX_BYTES + 1024 * 1024;
/**
 * Endpoints that take photos, by method and path: submitting a listing, editing one (issue #11: an edit
 * carrying a phone photo got the JSON limit and a 413), the avatar and the ID photos.
 */
const UPLOAD_ROUTES: Array<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/api\/listings$/ },
  { method: 'PUT', path: /^\/api\/listings\/[^/]+$/ },
  { method: 'POST', path: /^\/api\/accounts\/(avatar|verification)$/ },
  // One listing photo per request (issue #12); its 10 MB check answers with the spec's message.
  { method: 'POST', path: /^\/api\/uploads$/ },
];
const isUpload = (method: string, pathname: string) =>
  UPLOAD_ROUTES.some((route) => route.method === method && route.path.test(pathname));

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { env, database, storage, mailer, auth, logger, realtime, catalogEvents, rateLimiter } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', closeUnreadBody());
  // Islanders are on patchy mobile data: gzip every text response (JSON, HTML, JS, CSS) over 1 KB.
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    await next();
    if (c.req.path.startsWith('/api/')) {
      c.get('logger').info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // The service worker (/sw.js, registered by the bundled app) and the manifest: same origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: env.BASE_URL.startsWith('https://')
        ? 'max-age=15552000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A GET or HEAD has no body: asking for one (`c.req.raw.body`) made the Node adapter build a whole Fetch
  // Request, with its headers and AbortSignal, for every read — ~5% of the API's CPU on the realistic mix
  // (issue #10).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : bodyLimit({
          maxSize: isUpload(c.req.method, c.req.path) ? LISTING_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
          },
        })(c, next),
  );
  // Form posts (multipart) from another site are refused; JSON posts need CORS, which we never grant.
  const allowedOrigins = new Set([
    env.BASE_URL,
    ...(env.NODE_ENV === 'development' ? ['http://localhost:5173'] : []),
  ]);
  const crossSiteCheck = csrf({ origin: (origin) => allowedOrigins.has(origin) });
  // Except the unsubscribe POSTs: a mail client sends them without an Origin (RFC 8058 one-click), and they
  // act on the signed token in their address alone, never on a session (issue #37 item 4f).
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && ONE_CLICK_UNSUBSCRIBE_PATHS.has(c.req.path) ? next() : crossSiteCheck(c, next),
  );
  app.use('/api/*', clientIp(env.TRUSTED_PROXY_HOPS));
  app.use('/api/*', loadSession(auth, db));
  app.use('/api/*', (c, next) => maintenanceGate(maintenanceOn)(c, next));

  app.onError(apiErrorHandler(logger));

  const site = {
    siteName: env.SITE_NAME,
    productNoun: env.PRODUCT_NOUN,
    productNounDv: env.PRODUCT_NOUN_DV,
    baseUrl: env.BASE_URL,
  };
  // The maintenance switch is read at most every 2 s per instance; a change made here applies at once.
  let maintenance: { on: boolean; readAt: number } | null = null;
  const maintenanceOn = async () => {
    if (!maintenance || Date.now() - maintenance.readAt > 2000) {
      maintenance = { on: (await siteStatus(db, env.MAINTENANCE_MODE)).maintenance, readAt: Date.now() };
    }
    return maintenance.on;
  };
  // The contact details (issue #37 item 4q) are read at most every 30 s per instance; a change made here applies
  // at once. A failed read keeps the last one (or none): the pages and /api/site never fail for it.
  let contact: { value: SiteContact; readAt: number } | null = null;
  const siteContact = async (): Promise<SiteContact> => {
    if (!contact || Date.now() - contact.readAt > 30_000) {
      try {
        const { email, phone, instagram, facebook, viber } = await getSiteContact(db);
        contact = { value: { email, phone, instagram, facebook, viber }, readAt: Date.now() };
      } catch (error) {
        logger.warn({ err: error }, 'reading the site contact details failed; the last ones are shown');
        return contact?.value ?? EMPTY_SITE_CONTACT;
      }
    }
    return contact.value;
  };
  const siteConfig = async (): Promise<SiteConfig> => ({ ...site, contact: await siteContact() });
  // Issue #39: the categories' fields held by this instance are read again after any catalogue change (an
  // admin's field change on another instance is announced like a listing write).
  catalogEvents.onChange(() => forgetCategoryFields(db));
  const api = createRouter();
  api.route(
    '/',
    siteRoutes({
      ping: database.ping,
      site: siteConfig,
      status: () => siteStatus(db, env.MAINTENANCE_MODE),
    }),
  );
  api.route(
    '/',
    siteAdminRoutes({
      db,
      maintenanceForced: env.MAINTENANCE_MODE,
      onMaintenanceChange: () => (maintenance = null),
      onContactChange: () => (contact = null),
    }),
  );
  api.route('/', accountsRoutes({ db, auth, rateLimiter }));
  api.route('/', settingsRoutes({ db, auth, storage }));
  api.route('/', catalogRoutes({ db }));
  // One queue per instance for the public reads that reach the database (issue #10, decision 030).
  const readAdmission = createReadAdmission(env.CATALOGUE_READ_CONCURRENCY ?? env.DATABASE_POOL_SIZE);
  const marketplaceSearch = createMarketplaceSearch(
    { db, storage, catalogEvents },
    { answerCache: env.ANSWER_CACHE, readAdmission },
  );
  api.route('/', marketplaceRoutes({ search: marketplaceSearch }));
  api.route(
    '/',
    listingsRoutes({
      db,
      storage,
      catalogEvents,
      answerCache: env.ANSWER_CACHE,
      readAdmission,
      viewKeySecret: env.AUTH_SECRET,
      clock: () => deps.clock?.() ?? new Date(),
    }),
  );
  api.route('/', uploadsRoutes({ db, storage }));
  api.route('/', savedRoutes({ db, storage }));
  api.route(
    '/',
    savedSearchesRoutes({
      db,
      clock: () => deps.clock?.() ?? new Date(),
      secret: env.AUTH_SECRET,
      siteName: env.SITE_NAME,
    }),
  );
  api.route('/', reviewsRoutes({ db, storage, now: () => deps.clock?.() ?? new Date() }));
  api.route('/', conversationsRoutes({ db, storage, clock: () => deps.clock?.() ?? new Date() }));
  api.route('/', offersRoutes({ db }));
  api.route(
    '/',
    notificationsRoutes({
      db,
      realtime,
      limits: {
        maxPerClient: env.EVENTS_MAX_STREAMS_PER_CLIENT,
        maxTotal: env.EVENTS_MAX_STREAMS,
        sessionCheckMs: env.EVENTS_SESSION_CHECK_MS,
      },
    }),
  );
  api.route('/', testimonialsRoutes({ db }));
  api.route(
    '/',
    mailingListRoutes({ db, mailer, rateLimiter, baseUrl: env.BASE_URL, siteName: env.SITE_NAME }),
  );
  api.route('/', adminRoutes({ db, storage }));
  api.route('/', adminUsersRoutes({ db, storage, auth }));
  api.route('/', trustedSellersRoutes({ db, storage, clock: () => deps.clock?.() ?? new Date() }));
  api.route('/', searchSynonymsRoutes({ db, catalogEvents }));
  api.route('/', categoryFieldsRoutes({ db, catalogEvents }));
  api.route('/', safetyRoutes({ db, rateLimiter }));
  // The session cookie that `security: signedIn` routes need (issue #11).
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_COOKIE_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(env.BASE_URL),
    description: "better-auth's session cookie, set by sign-up and sign-in",
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: `${env.BASE_URL}/api`, description: 'This site' }],
    info: {
      title: `${env.SITE_NAME} API`,
      version: '1.0.0',
      description: 'Classifieds marketplace for the Maldives. Prices in MVR.',
    },
  });
  app.route('/api', api);
  mountDocs(app, env.SITE_NAME);

  // Only the allow-listed better-auth endpoints (issue #11); the rest of /api/auth/* answers 404 below.
  app.route('/api', authEndpointsRoutes({ auth, db }));

  app.all('/api/*', (c) =>
    c.json({ code: 'NOT_FOUND', message: 'No such API endpoint.' } satisfies ApiErrorBody, 404),
  );

  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${env.BASE_URL}/sitemap.xml\n`,
    ),
  );
  app.get('/sitemap.xml', async (c) => {
    const pages = [
      '/',
      '/marketplace',
      '/about',
      '/faq',
      '/testimonials',
      '/early-access',
      '/terms',
      '/privacy',
    ];
    const items = await sitemapListings(db);
    const urls = [
      ...pages.map((p) => `<url><loc>${env.BASE_URL}${p}</loc></url>`),
      ...items.map(
        (i) =>
          `<url><loc>${env.BASE_URL}/item/${i.id}</loc><lastmod>${i.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    );
  });

  const CACHE_FOREVER = 'public, max-age=31536000, immutable';
  // Media and built assets never change under a name (new photo, new hash → new name): cache for a year.
  const cacheForever: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', CACHE_FOREVER);
  };
  // Issue #11: a listing's photos are public only while the listing is; otherwise its owner and the admin get
  // them (their pages send the session cookie with same-origin images) and nobody may cache them, and everyone
  // else gets the same 404 as for a missing file. Paths are matched as serveStatic reads them (c.req.path; it
  // refuses '..', '//' and '%'), case-insensitively for case-insensitive disks.
  const readActor = async (c: Context<AppEnv>) => {
    await loadSession(auth, db)(c, async () => {});
    return c.get('actor');
  };
  app.use('/media/*', async (c, next) => {
    const listingId = /^\/media\/listings\/([^/]+)\//i.exec(c.req.path)?.[1];
    const access = listingId
      ? await listingPhotoAccess(db, { listingId, actor: () => readActor(c) })
      : 'public';
    if (access === 'none') {
      return c.text('Not found', 404, { 'Cache-Control': 'private, no-store' });
    }
    await next();
    c.res.headers.set(
      'Cache-Control',
      access === 'public' && (c.res.status === 200 || c.res.status === 206)
        ? CACHE_FOREVER
        : 'private, no-store',
    );
  });
  app.use('/media/*', serveMedia(storage));
  app.all('/media/*', (c) => c.text('Not found', 404));

  if (existsSync(path.join(env.WEB_DIST_DIR, 'index.html'))) {
    // The build writes source maps beside the scripts; they are the app's source, served only when asked for.
    if (!env.SERVE_SOURCE_MAPS) {
      app.use('*', async (c, next) => {
        if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
        await next();
      });
    }
    app.use('/assets/*', cacheForever);
    // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): served as they are, never
    // compressed again per request.
    app.use('/assets/*', serveStatic({ root: env.WEB_DIST_DIR, precompressed: true }));
    const shell = loadSpaShell(env.WEB_DIST_DIR);
    // Every page below is served in the visitor's language (issue #15); the API above is not affected.
    app.use('*', pageLanguage);
    // Loaded once; a renderer that fails to load leaves every page as the plain shell.
    const renderer = loadServerRenderer(env.WEB_DIST_DIR).catch((error: unknown) => {
      logger.error({ err: error }, 'server renderer failed to load; pages are sent unrendered');
      return null;
    });
    const shellConfig = async () => ({ ...(await siteConfig()), maintenance: await maintenanceOn() });
    /**
     * The page rendered on the server for this visitor (issue #12 §3): its API requests are answered by this
     * app in process, with the visitor's cookie, so the HTML holds what the app would show. Null (plain shell)
     * when there is no renderer or the page cannot be rendered; a render error is logged, never a 500.
     */
    const renderPage = async (c: Context<AppEnv>, config: Awaited<ReturnType<typeof shellConfig>>) => {
      const render = await renderer;
      if (!render) return null;
      const cookie = c.req.header('cookie');
      const url = new URL(c.req.url);
      const started = performance.now();
      let timings: RenderedPage['timings'] | undefined;
      try {
        const page = await render.render({
          url: `${url.pathname}${url.search}`,
          site: config,
          language: requestLanguage(c.get('language')),
          api: async (apiUrl, init) => {
            const headers = new Headers(init.headers);
            if (cookie) headers.set('cookie', cookie);
            return app.request(apiUrl, { ...init, headers });
          },
        });
        timings = page?.timings;
        return page;
      } catch (error) {
        c.get('logger').error(
          { err: error, path: url.pathname },
          'server rendering failed; plain shell sent',
        );
        return null;
      } finally {
        // In ms, what `npm run bench` reports per page kind: React rendering (and its passes), the page's API
        // answers, in all.
        const total = `ssr;dur=${(performance.now() - started).toFixed(1)}`;
        const passes = timings?.renders === undefined ? '' : `;desc="${timings.renders} pass"`;
        c.header(
          'Server-Timing',
          timings
            ? `render;dur=${timings.renderMs.toFixed(1)}${passes}, data;dur=${timings.dataMs.toFixed(1)}, ${total}`
            : total,
        );
      }
    };
    /** Sends the shell with the page rendered into it when possible. Per visitor (their session), so private. */
    const sendPage = async (c: Context<AppEnv>, meta?: PageMeta, hints?: PageHints) => {
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie, Accept-Language');
      const config = await shellConfig();
      const page = await renderPage(c, config);
      return c.html(
        shell.render(config, meta, hints, page ?? undefined, requestLanguage(c.get('language'))),
        page?.status === 404 ? 404 : 200,
      );
    };
    const sendShell = async (c: Context<AppEnv>) => {
      // Never cached, so a deploy is picked up at once; the hashed assets it names are cached for a year.
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Cookie, Accept-Language');
      return c.html(
        shell.render(
          await shellConfig(),
          undefined,
          undefined,
          undefined,
          requestLanguage(c.get('language')),
        ),
      );
    };
    // Spec 02 §4 "increment first, then show" (issue #37 item 4r): an item page opened from a link or reloaded
    // counts its view before it is rendered, by the same rule as `POST /api/listings/{id}/views` (once per
    // visitor, listing and day, never the owner's), so the first visitor reads "Views 1", not 0; the app's own
    // POST after it starts then changes nothing.
    const pageViews = createViewCounter({ db, secret: env.AUTH_SECRET });
    app.use('/item/:itemId', clientIp(env.TRUSTED_PROXY_HOPS));
    app.use('/item/:itemId', loadSession(auth, db));
    // A shared item link previews well: title, MVR price and first photo in the server's HTML.
    app.get('/item/:itemId', async (c) => {
      const itemId = c.req.param('itemId');
      if (z.uuid().safeParse(itemId).success && !(await maintenanceOn())) {
        await pageViews
          .record({ listingId: itemId, actor: c.get('actor'), ipAddress: c.get('clientIp') })
          .catch((error: unknown) => c.get('logger').warn({ err: error }, 'item page view not counted'));
      }
      const detail = await getListingDetail(
        { db, storage },
        { listingId: c.req.param('itemId'), actor: null },
      ).catch(() => null);
      if (!detail) return sendPage(c);
      const price = formatPrice(detail.price);
      return sendPage(c, {
        title: `${detail.name} — ${price}`,
        description: `${price} · ${detail.condition} · ${detail.location.name}. ${detail.description.slice(0, 150)}`,
        url: `${env.BASE_URL}/item/${detail.id}`,
        image: detail.images[0] ? `${env.BASE_URL}${detail.images[0].largeUrl}` : undefined,
        type: 'product',
      });
    });
    // The browse page's largest paint is its first card's photo: preloaded from the head, ahead of the
    // stylesheet and scripts (the same cached search the rendered page uses).
    app.get('/marketplace', async (c) => {
      const filters = marketplaceQuerySchema.safeParse(c.req.query());
      const firstPhoto =
        filters.success && !(await maintenanceOn())
          ? await marketplaceSearch
              .search(filters.data)
              .then((answer) => answer.value.items[0]?.imageUrl ?? undefined)
              .catch(() => undefined)
          : undefined;
      return sendPage(c, undefined, { preloadImage: firstPhoto });
    });
    // The public pages a visitor lands on are rendered on the server; the rest (dashboard, admin, forms) are
    // the plain shell, rendered by the app.
    // Issue #13: the public seller page, rendered like the item page; a shared link previews the name and rating.
    app.get('/seller/:sellerId', async (c) => {
      const profile = await sellerProfile(
        { db, storage },
        { userId: c.req.param('sellerId'), page: 1, now: deps.clock?.() ?? new Date() },
      ).catch(() => null);
      if (!profile) return sendPage(c);
      const rating =
        profile.rating.average === null
          ? ''
          : ` · ${profile.rating.average.toFixed(1)}★ (${profile.rating.count})`;
      return sendPage(c, {
        title: profile.name,
        description: `${profile.name}${rating} · ${profile.listings.total} listings on ${env.SITE_NAME}`,
        url: `${env.BASE_URL}/seller/${profile.id}`,
        image: profile.avatarUrl ? `${env.BASE_URL}${profile.avatarUrl}` : undefined,
      });
    });
    for (const page of ['/', '/about', '/faq', '/support', '/terms', '/privacy', '/testimonials']) {
      app.get(page, (c) => sendPage(c));
    }
    app.get('/index.html', sendShell);
    // Issue #12: the install manifest carries the configured site name, so it is made here, not at build time.
    app.get('/manifest.webmanifest', (c) =>
      c.body(JSON.stringify(webManifest(site)), 200, {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
    // The service worker is looked for on every visit and must never be served stale from a cache (browsers
    // cap it at 24 h anyway): no-cache, so a deploy's new worker and precache list are picked up at once.
    app.use('/sw.js', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'no-cache');
    });
    // Install icons keep their names across deploys (apps/web/scripts/make-icons.mjs): a day, not a year.
    app.use('/icons/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
    });
    app.use('*', serveStatic({ root: env.WEB_DIST_DIR, precompressed: true }));
    // Client routes: every other GET gets the SPA shell.
    app.get('*', sendShell);
  }
  return app;
}
