/**
 * Issue #15: the admin reads every screen in Dhivehi. Each test renders a screen in Dhivehi and checks a
 * Dhivehi text is shown and that none of the English texts of the `admin` and `contract` namespaces is left on
 * it (as text or as an accessible name, placeholder, title or alt text).
 */
import type {
  AdminListingRow,
  AdminListingsPage as AdminListingsPageData,
} from '@marketplace/contract/listings-messages';
import type { AdminOverview } from '@marketplace/contract/admin';
import { REJECTION_REASON_MAX_LENGTH } from '@marketplace/contract/listings-messages';
import type { ModerationQueuePage } from '@marketplace/contract/safety';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/locales/en/admin';
import contract from '@/i18n/locales/en/contract';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ModerationPage } from '../moderation/moderation-page';
import { member } from '../test/admin-user-fixture';
import { ActivityLogPage } from './activity-log-page';
import { AdminListingsPage } from './admin-listings-page';
import { AdminOverviewPage } from './admin-overview-page';
import { AdminUsersPage } from './admin-users-page';
import { TrustedSellersSettings } from './trusted-sellers-settings';

/** Every English text of the `admin` namespace that reads as words (placeholders and marks left out). */
function englishTexts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') {
    const words = node.replace(/\{\{[^}]*\}\}/g, '').trim();
    if (/[A-Za-z]{2,}/.test(words) && !/^(PNG|IP|MVR|PD-\d+)$/.test(words)) out.push(node);
  } else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) englishTexts(value, out);
  }
  return out;
}

/** A text as a pattern: the placeholders may be anything. */
function pattern(text: string): RegExp {
  const escaped = text
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

// The admin's own texts and the contract's messages the admin screens show.
const ENGLISH = [...englishTexts(en), ...englishTexts(contract)].map(pattern);

/** The admin namespace's English texts still on the page: element texts and user-visible attributes. */
function englishLeft(container: HTMLElement = document.body): string[] {
  const shown: string[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    const own = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent ?? '')
      .join('')
      .trim();
    if (own) shown.push(own);
    const full = element.textContent?.trim();
    if (full && element.children.length > 0 && element.children.length < 4) shown.push(full);
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) shown.push(value.trim());
    }
  }
  return [...new Set(shown)].filter((text) => ENGLISH.some((english) => english.test(text)));
}

function listing(overrides: Partial<AdminListingRow> = {}): AdminListingRow {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'ބޮޑު ސޯފާ',
    price: 1500,
    imageUrl: null,
    category: 'Furniture',
    status: 'Pending',
    rejectionReason: null,
    seller: { id: 'u1', name: 'Aishath Ibrahim', avatarUrl: null, email: 'aishath@example.mv' },
    autoApproved: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin area in Dhivehi', () => {
  it('shows the pending queue, its bulk actions and the reject dialog in Dhivehi, right to left', async () => {
    const items = [listing(), listing({ id: 'l2', item_display_id: 'PD-000002', name: 'Old bicycle' })];
    stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse({ items, total: items.length, page: 1, pageSize: 20 } satisfies AdminListingsPageData),
    });
    await showInDhivehi();
    const { user } = renderPage(<AdminListingsPage />, { url: '/?view=queue' });

    expect(await screen.findByRole('heading', { name: 'އިޢުލާންތައް ބެލެހެއްޓުން' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('button', { name: 'ބޮޑު ސޯފާ ރިޖެކްޓްކުރޭ' })).toBeInTheDocument();
    expect(screen.getByText('2 އިޢުލާން ރިވިއުއަށް މަޑުކުރަނީ، އެންމެ ކުރީގެ އިޢުލާން ފުރަތަމަ')).toBeInTheDocument();
    // The listing's name is the seller's own text: its direction comes from its letters.
    expect(screen.getByText('ބޮޑު ސޯފާ')).toHaveAttribute('dir', 'auto');
    // The waiting time and the dates in Dhivehi.
    expect(screen.getAllByText(/ވަނީ މަޑުކުރަމުން$/)).not.toHaveLength(0);
    expect(screen.getAllByText('4 މާރިޗު 2025')).toHaveLength(2);

    await user.click(screen.getByLabelText('މި ޞަފްޙާގެ ހުރިހާ އިޢުލާނެއް ޚިޔާރުކުރޭ'));
    expect(screen.getByRole('button', { name: 'ޚިޔާރުކުރި އިޢުލާންތަކަށް ހުއްދަ ދޭ (2)' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ބޮޑު ސޯފާ ރިޖެކްޓްކުރޭ' }));
    const dialog = await screen.findByRole('dialog', { name: 'އިޢުލާން ރިޖެކްޓްކުރޭ' });
    const reason = within(dialog).getByLabelText('ރިޖެކްޓްކުރާ ސަބަބު');
    expect(reason).toHaveAttribute('dir', 'auto');
    await user.click(reason);
    await user.paste('x'.repeat(REJECTION_REASON_MAX_LENGTH + 1));
    // The counter writes the numbers as the contract's message does ("at most 1000 characters").
    expect(within(dialog).getByText('1001 / 1000')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ރިޖެކްޓްކުރުން ކަށަވަރުކުރޭ' })).toBeDisabled();
    expect(englishLeft(dialog)).toEqual([]);
  });

  it('shows the overview cards, timeframes and moderation figures in Dhivehi', async () => {
    const data: AdminOverview = {
      timeframe: 'all',
      totalListings: 1234,
      approvedListings: 30,
      pendingListings: 7,
      rejectedListings: 5,
      expiredListings: 4,
      totalUsers: 118,
      moderation: {
        queueSize: 7,
        oldestWaiting: {
          listingId: 'l1',
          name: 'ބޮޑު ސޯފާ',
          itemDisplayId: 'PD-000001',
          waitingSince: '2025-03-04T05:00:00.000Z',
          waitingMs: 5 * 3_600_000,
        },
        medianDecisionMs: 45 * 60_000,
        decisions: 3,
        autoApproved: 2,
      },
    };
    stubFetch({ 'GET /api/admin/overview': () => jsonResponse(data) });
    await showInDhivehi();
    renderPage(<AdminOverviewPage />);

    expect(screen.getByRole('heading', { name: 'އެޑްމިން ޑޭޝްބޯޑު' })).toBeInTheDocument();
    // Counts keep Western digits, grouped as prices are.
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^ޖުމްލަ އިޢުލާން/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ފާއިތުވި 7 ދުވަސް' })).toBeInTheDocument();
    expect(screen.getByText('5 ގަޑިއިރު')).toBeInTheDocument();
    expect(screen.getByText('45 މިނިޓު')).toBeInTheDocument();
    expect(screen.getByText('އެޑްމިން ނިންމި 3 ނިންމުން · އަމިއްލައަށް ހުއްދަ ލިބުނު 2 (ނުގުނޭ)')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the member table and its actions in Dhivehi', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/admin/users': () =>
        jsonResponse({
          items: [member(), member({ id: 'u2', status: 'banned' })],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    await showInDhivehi();
    renderPage(<AdminUsersPage />);

    expect(screen.getByRole('heading', { name: 'މެމްބަރުން ބެލެހެއްޓުން' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Aishath Ibrahim ބޭންކުރޭ' }))[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aishath Ibrahim އެކްޓިވްކުރޭ' })).toBeInTheDocument();
    expect(screen.getAllByText('ބޭންކޮށްފައި')).not.toHaveLength(0);
    expect(screen.getAllByText('4 މާރިޗު 2025')).toHaveLength(2);
    expect(englishLeft()).toEqual([]);
  });

  it('shows the reports moderation queue in Dhivehi', async () => {
    const queue: ModerationQueuePage = {
      items: [
        {
          targetType: 'listing',
          targetId: 'l1',
          label: 'ބޮޑު ސޯފާ',
          itemDisplayId: 'PD-000001',
          messageKind: null,
          offerAmount: null,
          count: 3,
          newestAt: '2025-03-04T10:00:00.000Z',
          reasons: [{ reason: 'scam', count: 3 }],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    } as ModerationQueuePage;
    stubFetch({ 'GET /api/admin/moderation': () => jsonResponse(queue) });
    await showInDhivehi();
    renderPage(<ModerationPage />);

    expect(await screen.findByText('3 ރިޕޯޓް')).toBeInTheDocument();
    expect(screen.getByText('ޖަލްސާޒީ ނުވަތަ ހީލަތްތެރިކަން × 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ހުޅުވިފައިވާ ރިޕޯޓްތައް' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the activity log in Dhivehi (and the check finds the English texts of an English page)', async () => {
    const logs = () =>
      jsonResponse({
        items: [
          {
            id: 'a1',
            user_email: 'aishath@example.mv',
            action_type: 'LOGIN_SUCCESS',
            description: 'ލޮގިން ކުރެވިއްޖެ',
            ip_address: '10.0.0.1',
            created_at: '2025-03-04T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 15,
      });
    stubFetch({ 'GET /api/admin/activity-logs': logs });
    const english = renderPage(<ActivityLogPage />);
    expect(await screen.findByText('Showing 1–1 of 1 entries')).toBeInTheDocument();
    expect(englishLeft()).toEqual(
      expect.arrayContaining([
        'User Activity Logs',
        'Showing 1–1 of 1 entries',
        'Email, description or IP address',
      ]),
    );
    english.unmount();

    await showInDhivehi();
    renderPage(<ActivityLogPage />);

    expect(screen.getByRole('heading', { name: 'މެމްބަރުންގެ ހަރަކާތުގެ ލޮގު' })).toBeInTheDocument();
    expect(await screen.findByText('1 އެންޓްރީގެ ތެރެއިން 1–1')).toBeInTheDocument();
    expect(screen.getByText('ލޮގިން ކުރެވިއްޖެ')).toHaveAttribute('dir', 'auto');
    expect(englishLeft()).toEqual([]);
  });

  it('shows the trusted-seller setting and its saved toast in Dhivehi', async () => {
    const stored = { enabled: false, minApprovedListings: 5, lookbackDays: 90, updatedAt: null };
    stubFetch({
      'GET /api/admin/system/trusted-sellers': () => jsonResponse(stored),
      'PUT /api/admin/system/trusted-sellers': () =>
        jsonResponse({ ...stored, enabled: true, updatedAt: '2025-03-04T10:00:00.000Z' }),
    });
    await showInDhivehi();
    const { user } = renderPage(<TrustedSellersSettings />);

    await user.click(await screen.findByRole('switch'));
    await user.click(screen.getByRole('button', { name: /ރައްކާ/ }));
    expect(
      await screen.findByText(
        'އިތުބާރުހުރި ވިއްކާ މީހުންގެ (އައިޑީ ވެރިފައިކޮށް، މަދުވެގެން 5 އިޢުލާނަށް ހުއްދަ ލިބިފައިވާ) އައު އިޢުލާންތަކަށް މިހާރު ވަގުތުން ހުއްދަ ލިބޭނެ.',
      ),
    ).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
