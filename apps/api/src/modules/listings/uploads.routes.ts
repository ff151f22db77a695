/**
 * `/api/uploads` (issue #12): listing photos sent one per request as soon as the member picks them, each
 * kept as a pending upload of that member until a listing submission or edit attaches it by id.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { LISTING_MESSAGES, UPLOAD_MESSAGES } from '@marketplace/contract/listings-messages';
import { okResponseSchema } from '@marketplace/contract/common-responses';
import { pendingUploadSchema } from '@marketplace/contract/listings-responses';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { createRouter, errors, json, readForm, signedIn } from '../../lib/openapi';
import { actorOf, requireSession } from '../../middleware/require-session';
import { createPendingUpload, discardPendingUpload, uploadNotFound } from './pending-uploads.service';

const uploadIdParam = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uploadsRoutes(deps: { db: Database; storage: Storage }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/uploads',
      operationId: 'createPendingUpload',
      tags: ['listings'],
      summary:
        'Upload one listing photo (multipart: one `image` file, JPEG/PNG/WebP, ≤ 10 MB); it waits 24 h to be attached to a listing by its id',
      middleware: [requireSession] as const,
      security: signedIn,
      responses: { 201: json('`PendingUpload`', pendingUploadSchema), ...errors(400, 401, 409, 413) },
    }),
    async (c) => {
      const body = await readForm(c);
      const file = body.image;
      if (!(file instanceof File)) throw fieldError('image', LISTING_MESSAGES.imagesRequired);
      const upload = await createPendingUpload(deps, {
        actor: actorOf(c),
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(upload, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/uploads/{id}',
      operationId: 'discardPendingUpload',
      tags: ['listings'],
      summary: 'Remove one of your pending uploads and its files (a cancelled or removed photo)',
      middleware: [requireSession] as const,
      request: { params: uploadIdParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      // Not an id we could have issued: the same answer as another member's upload.
      if (!UUID.test(id)) throw uploadNotFound();
      await discardPendingUpload(deps, { actor: actorOf(c), uploadId: id });
      return c.json({ ok: true, message: UPLOAD_MESSAGES.discarded }, 200);
    },
  );

  return router;
}
