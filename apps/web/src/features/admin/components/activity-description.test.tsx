/**
 * Issue #37 item 4t: the activity log said every description in English, whatever the page's language. A row
 * written with its sentence and facts (`details.event`, …) reads in the page's language, its e-mails, PD- ids
 * and keys kept left to right and members' texts isolated; a row written before (no facts) shows its stored
 * English description.
 */
import type { ActivityLogRow } from '@marketplace/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ActivityLogPage } from './activity-log-page';

function entry(overrides: Partial<ActivityLogRow>): ActivityLogRow {
  return {
    id: '1',
    created_at: '2025-03-04T10:00:00.000Z',
    user_email: 'admin@example.mv',
    action_type: 'ADMIN_LISTING_STATUS_CHANGE',
    description: '',
    ip_address: '203.0.113.9',
    details: null,
    ...overrides,
  };
}

const ROWS: ActivityLogRow[] = [
  // A member's text is text: tags and placeholders in a listing's name are shown as typed, never as markup.
  entry({
    id: 'hostile',
    action_type: 'CREATE_LISTING',
    description:
      'Listing PD-000125 "<i>Lamp</i> <name>x</name> <ltr>y</ltr> {{email}} &amp;" submitted for review',
    details: {
      listingId: 'l3',
      event: 'listingSubmitted',
      listingDisplayId: 'PD-000125',
      listingName: '<i>Lamp</i> <name>x</name> <ltr>y</ltr> {{email}} &amp;',
    },
  }),
  entry({
    id: 'submitted',
    action_type: 'CREATE_LISTING',
    description: 'Listing PD-000123 "ބޮޑު ސޯފާ" submitted for review',
    details: {
      listingId: 'l1',
      event: 'listingSubmitted',
      listingDisplayId: 'PD-000123',
      listingName: 'ބޮޑު ސޯފާ',
    },
  }),
  entry({
    id: 'rejected',
    description: 'Listing PD-000124 rejected',
    details: {
      listingId: 'l2',
      move: 'reject',
      from: 'Pending',
      to: 'Rejected',
      event: 'listingRejected',
      listingDisplayId: 'PD-000124',
    },
  }),
  entry({
    id: 'status',
    action_type: 'ADMIN_USER_UPDATE',
    description: 'Admin changed the status of aishath@example.mv from active to banned',
    details: {
      userId: 'u1',
      event: 'userStatusChanged',
      email: 'aishath@example.mv',
      from: 'active',
      to: 'banned',
    },
  }),
  entry({
    id: 'search',
    action_type: 'SAVED_ITEM_ADD',
    description: 'Saved the search "Scooters in Malé"',
    details: { savedSearchId: 's1', event: 'searchSaved', searchName: 'Scooters in Malé' },
  }),
  entry({
    id: 'field',
    action_type: 'ADMIN_USER_UPDATE',
    description: 'Category field added: Motorbikes & Scooters — Engine size (engine_cc)',
    details: {
      categoryField: { categoryId: 3, key: 'engine_cc', change: 'added' },
      event: 'categoryFieldAdded',
      categoryName: 'Motorbikes & Scooters',
      fieldLabel: 'Engine size',
      fieldLabelDv: 'އިންޖީނުގެ ބޮޑުމިން',
      fieldKey: 'engine_cc',
    },
  }),
  entry({
    id: 'reports',
    action_type: 'REPORTS_RESOLVED',
    description: 'Admin resolved 2 reports on a listing: dismissed',
    details: { event: 'reportsResolved', count: 2, targetType: 'listing', resolution: 'dismissed' },
  }),
  // Written before the facts were recorded.
  entry({
    id: 'old',
    action_type: 'UPDATE_LISTING',
    description: 'Listing PD-000007 marked as sold',
    details: { listingId: 'l7', move: 'markSold', from: 'Approved', to: 'Sold' },
  }),
  // A fact missing (the sentence needs the listing's id): the stored text, not a sentence with a hole.
  entry({
    id: 'partial',
    description: 'Listing PD-000008 renewed',
    details: { listingId: 'l8', event: 'listingRenewed' },
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function rowOf(id: string): HTMLElement {
  const index = ROWS.findIndex((row) => row.id === id);
  // The header row comes first.
  return screen.getAllByRole('row')[index + 1]!;
}

/** The description cell of a row (its fourth cell). */
const descriptionOf = (id: string) => within(rowOf(id)).getAllByRole('cell')[3]!;

describe('activity-log descriptions in the admin’s language', () => {
  it('reads each sentence in Dhivehi from its facts, left-to-right values isolated, and an old row in English', async () => {
    stubFetch({
      'GET /api/admin/activity-logs': () =>
        jsonResponse({ items: ROWS, total: ROWS.length, page: 1, pageSize: 15 }),
    });
    await showInDhivehi();
    renderPage(<ActivityLogPage />);
    await screen.findByText('PD-000123');

    const submitted = descriptionOf('submitted');
    expect(submitted).toHaveTextContent('PD-000123 “ބޮޑު ސޯފާ” އިޢުލާން ރިވިއުއަށް ހުށަހެޅިއްޖެ');
    expect(within(submitted).getByText('PD-000123')).toHaveAttribute('dir', 'ltr');
    expect(within(submitted).getByText('ބޮޑު ސޯފާ').tagName).toBe('BDI');

    expect(descriptionOf('rejected')).toHaveTextContent('PD-000124 އިޢުލާން ރިޖެކްޓްކުރެވިއްޖެ');

    const status = descriptionOf('status');
    expect(status).toHaveTextContent('އެޑްމިން aishath@example.mv ގެ ހާލަތު އެކްޓިވް އިން ބޭންކޮށްފައި އަށް ބަދަލުކޮށްފި');
    expect(within(status).getByText('aishath@example.mv')).toHaveAttribute('dir', 'ltr');

    const search = descriptionOf('search');
    expect(search).toHaveTextContent('“Scooters in Malé” ހޯދުން ރައްކާކޮށްފި');
    expect(within(search).getByText('Scooters in Malé').tagName).toBe('BDI');

    // The seeded category's Dhivehi name and the field's Dhivehi label.
    const field = descriptionOf('field');
    expect(field).toHaveTextContent(/^ކެޓަގަރީގެ ތަފްޞީލެއް އިތުރުކޮށްފި: މޮޓޯބައިކާއި ސްކޫޓަރު — އިންޖީނުގެ ބޮޑުމިން \(engine_cc\)$/);
    expect(within(field).getByText('engine_cc')).toHaveAttribute('dir', 'ltr');

    expect(descriptionOf('reports')).toHaveTextContent('އެޑްމިން އިޢުލާނަކާ ބެހޭ 2 ރިޕޯޓް ނިންމައިފި: ދޫކޮށްލެވިއްޖެ');

    for (const id of ['submitted', 'rejected', 'status', 'search', 'field', 'reports']) {
      expect(descriptionOf(id).textContent).toMatch(/[\u0780-\u07BF]/);
    }

    // Older rows: the stored English, in its own direction.
    const old = within(descriptionOf('old')).getByText('Listing PD-000007 marked as sold');
    expect(old).toHaveAttribute('dir', 'auto');
    expect(old).toHaveAttribute('lang', 'en');
    expect(descriptionOf('partial')).toHaveTextContent(/^Listing PD-000008 renewed$/);
  });

  it('reads the same rows in English as their stored descriptions', async () => {
    stubFetch({
      'GET /api/admin/activity-logs': () =>
        jsonResponse({ items: ROWS, total: ROWS.length, page: 1, pageSize: 15 }),
    });
    renderPage(<ActivityLogPage />);
    await screen.findByText('PD-000123');

    // Word for word, `&` included.
    for (const row of ROWS) expect(descriptionOf(row.id).textContent).toBe(row.description);
    expect(descriptionOf('hostile').querySelector('i')).toBeNull();
  });
});
