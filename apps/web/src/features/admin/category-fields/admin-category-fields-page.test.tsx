/**
 * Issue #39 item 1: the admin's category field editor — the chosen category's fields in order with their
 * badges; adding a field checked with the contract first (its messages under the fields); moving, retiring and
 * restoring a field send what the API expects.
 */
import {
  CATEGORY_FIELD_ADMIN_MESSAGES,
  type AdminCategoryField,
  type AdminCategoryFields,
} from '@marketplace/contract/category-fields-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/lib/toast-store';
import { SCOOTER_MAKE, SCOOTER_YEAR } from '@/test/category-fields';
import { jsonResponse, renderPage, stubFetch, type FetchCall } from '@/test/render-page';
import { AdminCategoryFieldsPage } from './admin-category-fields-page';

const MAKE: AdminCategoryField = { ...SCOOTER_MAKE, retired: false };
const YEAR: AdminCategoryField = { ...SCOOTER_YEAR, retired: false };
const PATH = '/api/admin/categories/12/fields';

/** The API as a small store: every change answers the category's fields as they are after it. */
function serveFields() {
  let fields: AdminCategoryField[] = [MAKE, YEAR];
  const answer = () =>
    jsonResponse({
      category: { id: 12, name: 'Motorbikes & Scooters' },
      fields,
    } satisfies AdminCategoryFields);
  const body = (call: FetchCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;
  return stubFetch({
    'GET /api/categories': () =>
      jsonResponse([{ id: 12, name: 'Motorbikes & Scooters', slug: 'motorbikes-scooters', fields }]),
    [`GET ${PATH}`]: answer,
    [`POST ${PATH}`]: (call) => {
      fields = [...fields, { ...(body(call) as unknown as AdminCategoryField), retired: false }];
      return answer();
    },
    'PUT /api/admin/categories/12/fields-order': (call) => {
      const keys = body(call).keys as string[];
      fields = keys.map((key) => fields.find((field) => field.key === key)!);
      return answer();
    },
    [`POST ${PATH}/make/retire`]: () => {
      fields = fields.map((field) => (field.key === 'make' ? { ...field, retired: true } : field));
      return answer();
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('AdminCategoryFieldsPage', () => {
  it('lists the chosen category’s fields, moves one, retires one', async () => {
    const { calls } = serveFields();
    const { user } = renderPage(<AdminCategoryFieldsPage />, { path: '/admin/management/categories' });
    expect(screen.getByRole('heading', { level: 1, name: 'Category Fields' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Fields of Motorbikes & Scooters' });
    const rows = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows()[0]).toContain('Make');
    expect(rows()[0]).toContain('Required');
    expect(rows()[1]).toContain('1950–2027');
    expect(screen.getByRole('button', { name: 'Move Make up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Make down' }));
    await waitFor(() => expect(rows()[0]).toContain('Year'));
    const order = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(String(order.init?.body))).toEqual({ keys: ['year', 'make'] });

    await user.click(screen.getByRole('button', { name: 'Retire Make' }));
    expect(await screen.findByRole('button', { name: 'Restore Make' })).toBeInTheDocument();
    expect(await screen.findByText('Field retired')).toBeInTheDocument();
  });

  it('checks a new field with the contract before sending it, then adds it', async () => {
    const { calls } = serveFields();
    const { user } = renderPage(<AdminCategoryFieldsPage />, { path: '/admin/management/categories' });
    await screen.findByRole('list', { name: 'Fields of Motorbikes & Scooters' });
    await user.type(screen.getByLabelText(/^Key/), 'engine_cc');
    await user.selectOptions(screen.getByLabelText('Type'), 'Number');
    await user.type(screen.getByLabelText('Label in English'), 'Engine');
    await user.type(screen.getByLabelText('Label in Dhivehi'), 'އިންޖީނު');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(CATEGORY_FIELD_ADMIN_MESSAGES.rangeRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Unit'), 'cc');
    await user.type(screen.getByLabelText('Lowest'), '50');
    await user.type(screen.getByLabelText('Highest'), '2000');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Field added')).toBeInTheDocument();
    // The form is empty again, ready for the next field.
    await waitFor(() => expect(screen.getByLabelText(/^Key/)).toHaveValue(''));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      key: 'engine_cc',
      label: { en: 'Engine', dv: 'އިންޖީނު' },
      type: 'number',
      unit: 'cc',
      min: 50,
      max: 2000,
      options: [],
      required: false,
      filterable: true,
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fields of Motorbikes & Scooters' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(3),
    );
  });

  it('says so when a field cannot be saved for another reason, keeping what was typed', async () => {
    serveFields();
    const { user } = renderPage(<AdminCategoryFieldsPage />, { path: '/admin/management/categories' });
    await screen.findByRole('list', { name: 'Fields of Motorbikes & Scooters' });
    const { calls } = stubFetch({
      [`POST ${PATH}`]: () => jsonResponse({ code: 'UNAVAILABLE', message: 'The service is busy.' }, 503),
    });
    await user.type(screen.getByLabelText(/^Key/), 'model');
    await user.selectOptions(screen.getByLabelText('Type'), 'Short text');
    await user.type(screen.getByLabelText('Label in English'), 'Model');
    await user.type(screen.getByLabelText('Label in Dhivehi'), 'މޮޑެލް');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByLabelText(/^Key/)).toHaveValue('model');
  });
});
