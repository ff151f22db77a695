/**
 * Issue #39 item 1, admin only: a category's fields (`/api/admin/categories/{id}/fields…`) — list (retired ones
 * too), add, save, retire, restore, reorder. A change reaches the listing form and the item page on this
 * instance at once, on the others at the catalogue's change announcement.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminCategoryFieldsSchema,
  CATEGORY_FIELD_ADMIN_MESSAGES,
  categoryFieldInputSchema,
  categoryFieldOrderSchema,
} from '@marketplace/contract/category-fields';
import { id, text } from '@marketplace/contract/fields';
import type { Database } from '../../db/client';
import type { CatalogEvents } from '../../lib/catalog-events';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import {
  addCategoryField,
  listCategoryFieldsForAdmin,
  reorderCategoryFields,
  setCategoryFieldRetired,
  updateCategoryField,
} from '../catalog/category-fields-admin.service';

const categoryParam = z.object({ id: id(CATEGORY_FIELD_ADMIN_MESSAGES.categoryNotFound) });
const fieldParam = categoryParam.extend({
  key: text().regex(/^[a-z][a-z0-9_]{0,39}$/, { message: CATEGORY_FIELD_ADMIN_MESSAGES.fieldNotFound }),
});
const fieldsResponse = json('`AdminCategoryFields`', adminCategoryFieldsSchema);

export function categoryFieldsRoutes(deps: { db: Database; catalogEvents: CatalogEvents }) {
  const router = createRouter();
  router.use('/admin/categories/*', requireAdmin);
  const changeOf = (c: { get: (key: 'clientIp') => string }, actor: { id: string; email: string }) => ({
    actor: { id: actor.id, email: actor.email },
    ipAddress: c.get('clientIp'),
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/categories/{id}/fields',
      tags: ['admin'],
      summary: "A category's fields in order, retired ones too (issue #39)",
      request: { params: categoryParam },
      security: signedIn,
      responses: { 200: fieldsResponse, ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCategoryFieldsForAdmin(deps.db, c.req.valid('param').id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/categories/{id}/fields',
      tags: ['admin'],
      summary:
        'Add a field at the end of the category’s list (key, labels in English and Dhivehi, type, unit and range, options, required, filterable)',
      request: {
        params: categoryParam,
        body: { content: { 'application/json': { schema: categoryFieldInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 201: fieldsResponse, ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const result = await addCategoryField(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        changeOf(c, actorOf(c)),
      );
      deps.catalogEvents.changedHere();
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/categories/{id}/fields/{key}',
      tags: ['admin'],
      summary: "Save a field's labels, unit, range, options and flags; its key and type stay",
      request: {
        params: fieldParam,
        body: { content: { 'application/json': { schema: categoryFieldInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: fieldsResponse, ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id: categoryId, key } = c.req.valid('param');
      const result = await updateCategoryField(
        deps.db,
        categoryId,
        key,
        c.req.valid('json'),
        changeOf(c, actorOf(c)),
      );
      deps.catalogEvents.changedHere();
      return c.json(result, 200);
    },
  );

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/admin/categories/{id}/fields/{key}/${action}`,
        tags: ['admin'],
        summary: retired
          ? 'Retire a field: no longer asked for; listings keep their values'
          : 'Restore a retired field: asked for again',
        request: { params: fieldParam },
        security: signedIn,
        responses: { 200: fieldsResponse, ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        const { id: categoryId, key } = c.req.valid('param');
        const result = await setCategoryFieldRetired(
          deps.db,
          categoryId,
          key,
          retired,
          changeOf(c, actorOf(c)),
        );
        deps.catalogEvents.changedHere();
        return c.json(result, 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/categories/{id}/fields-order',
      tags: ['admin'],
      summary: "Put the category's fields in a new order: every field's key (retired ones too), once each",
      request: {
        params: categoryParam,
        body: { content: { 'application/json': { schema: categoryFieldOrderSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: fieldsResponse, ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const result = await reorderCategoryFields(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json').keys,
        changeOf(c, actorOf(c)),
      );
      deps.catalogEvents.changedHere();
      return c.json(result, 200);
    },
  );
  return router;
}
