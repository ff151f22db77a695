import type { ActiveSession, OwnProfile } from '@marketplace/contract/accounts-messages';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from '@/features/accounts/components/password-input';
import { AccountSettingsTab } from '@/features/settings/components/account-settings-tab';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { englishTexts } from '@/test/english-left';

const PROFILE: OwnProfile = {
  firstName: 'ޢާއިޝަތު',
  lastName: 'Ibrahim',
  email: 'aishath@example.mv',
  emailVerified: false,
  mobile: '7771234',
  nationalIdNumber: 'A123456',
  dateOfBirth: '1995-06-15',
  location: null,
  instagramHandle: null,
  avatarUrl: null,
  isVerifiedSeller: false,
  idVerification: {
    status: 'rejected',
    adminNotes: 'ފޮޓޯ ފެންނަން ނެތް. Blurry photo.',
    hasFrontPhoto: true,
    hasBackPhoto: false,
  },
  joinDate: '2024-03-01T08:00:00.000Z',
};

const SESSIONS: ActiveSession[] = [
  {
    id: 's-other',
    createdAt: '2024-05-01T08:00:00.000Z',
    lastActiveAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    expiresAt: '2099-01-01T00:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    current: false,
  },
];

function serve() {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser({ emailVerified: false }) }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/locations': () => jsonResponse([]),
    'GET /api/accounts/profile': () => jsonResponse(PROFILE),
    'GET /api/accounts/sessions': () => jsonResponse({ items: SESSIONS }),
    'PUT /api/me/language': () => jsonResponse({ language: 'en' }),
  });
}

function renderSettings() {
  return renderWithProviders(<AccountSettingsTab highlight={null} controls={{ PasswordInput }} />, {
    path: '/dashboard',
  });
}

/** `text` as words of `haystack` (not inside a longer word, e.g. a key shown while its text is missing). */
function containsText(haystack: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}([^A-Za-z]|$)`).test(haystack);
}

describe('the settings in Dhivehi', () => {
  it('shows every settings card in Thaana, with no English text of the settings left', async () => {
    serve();
    await showInDhivehi();
    renderSettings();

    expect(await screen.findByLabelText('ފުރަތަމަ ނަން')).toHaveValue('ޢާއިޝަތު');
    expect(screen.getByLabelText('ފުރަތަމަ ނަން')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: 'ވިއްކާ މީހާ ވެރިފައިކުރުން' })).toBeInTheDocument();
    expect(screen.getByText('ރިޖެކްޓްކޮށްފައި')).toBeInTheDocument();
    // The admin's note is the member's to read in whichever script it was written.
    expect(screen.getByText('ފޮޓޯ ފެންނަން ނެތް. Blurry photo.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('img', { name: 'ހުށަހެޅި ފޮޓޯ: އައިޑީ ކާޑުގެ ކުރިމަތި' })).toBeInTheDocument();
    // The device in Dhivehi words; the brand names stay as they are.
    expect(await screen.findByText('އެންޑްރޮއިޑް ޓެބްލެޓް ގައި Chrome')).toBeInTheDocument();
    expect(screen.getByText(/އެންމެ ފަހުން ބޭނުންކުރީ/)).toHaveTextContent('3 ގަޑިއިރު ކުރިން');
    expect(screen.getByRole('button', { name: 'އެކައުންޓު ފޮހެލާ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ދިވެހި' })).toBeChecked();

    const shown = document.body.textContent ?? '';
    const read = [...document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    const { status: _statuses, ...idVerification } = en.settings.idVerification;
    const english = englishTexts({ ...en.settings, idVerification });
    expect(english.filter((text) => containsText(shown, text))).toEqual([]);
    expect(english.filter((text) => read.some((value) => containsText(value, text)))).toEqual([]);
    expect(shown).not.toContain('Android tablet');
    expect(shown).not.toContain('hours ago');
  });

  it('switches the member to English from the Language card and saves the choice on the profile', async () => {
    const { calls } = serve();
    await showInDhivehi();
    const { user } = renderSettings();

    const english = await screen.findByRole('radio', { name: 'English' });
    // Let the signed-in member load first: the choice is saved on their profile.
    await screen.findByLabelText('ފުރަތަމަ ނަން');
    await user.click(english);

    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(i18next.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('lang=en');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/me/language');
    expect(JSON.parse(String(put.init?.body))).toEqual({ language: 'en' });
    expect(within(screen.getByRole('group', { name: 'Language' })).getAllByRole('radio')).toHaveLength(2);
  });
});
