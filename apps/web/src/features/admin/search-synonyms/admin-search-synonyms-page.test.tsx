import {
  SEARCH_SYNONYM_MESSAGES,
  type SearchSynonymGroup,
  type SearchSynonyms,
} from '@marketplace/contract/search-synonyms';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dvContract from '@/i18n/locales/dv/contract';
import { englishLeftIn } from '@/test/english-left';
import { dismissToast } from '@/lib/toast-store';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch, type FetchCall } from '@/test/render-page';
import { AdminSearchSynonymsPage } from './admin-search-synonyms-page';

const PATH = '/api/admin/search/synonyms';

const FRIDGE: SearchSynonymGroup = {
  id: 7,
  words: ['fridge', 'refrigerator'],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const BUILT_IN = [
  ['sofa', 'couch', 'settee'],
  ['phone', 'mobile'],
];

/** The API as a small store: GET answers what POST and DELETE left. */
function serveSynonyms(
  initial: SearchSynonymGroup[] = [FRIDGE],
  answers: { post?: (call: FetchCall) => Response } = {},
) {
  let groups = [...initial];
  let nextId = 100;
  return stubFetch({
    [`GET ${PATH}`]: () => jsonResponse({ groups, builtIn: BUILT_IN } satisfies SearchSynonyms),
    [`POST ${PATH}`]: (call) => {
      if (answers.post) return answers.post(call);
      const { words } = JSON.parse(String(call.init?.body)) as { words: string[] };
      const group = { id: nextId++, words, createdAt: '2026-11-24T10:00:00.000Z' };
      groups = [...groups, group];
      return jsonResponse(group, 201);
    },
    [`DELETE ${PATH}/${FRIDGE.id}`]: () => {
      groups = groups.filter((group) => group.id !== FRIDGE.id);
      return new Response(null, { status: 204 });
    },
  });
}

const wordsField = () => screen.getByLabelText(SEARCH_SYNONYM_MESSAGES.wordsLabel);
const addButton = () => screen.getByRole('button', { name: SEARCH_SYNONYM_MESSAGES.add });

afterEach(() => {
  vi.unstubAllGlobals();
  // The toast queue outlives a test: start the next one without this one's toast.
  dismissToast();
});

describe('AdminSearchSynonymsPage', () => {
  it('lists the admin’s groups with their Remove buttons and the built-in groups folded away', async () => {
    serveSynonyms();
    const { user } = renderPage(<AdminSearchSynonymsPage />, { path: '/admin/management/search' });

    expect(
      screen.getByRole('heading', { level: 1, name: SEARCH_SYNONYM_MESSAGES.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(SEARCH_SYNONYM_MESSAGES.description)).toBeInTheDocument();
    expect(wordsField()).toHaveAttribute('placeholder', SEARCH_SYNONYM_MESSAGES.wordsPlaceholder);

    const groups = await screen.findByRole('region', { name: 'Your groups (1)' });
    const row = within(groups).getByRole('listitem');
    expect(row).toHaveTextContent('fridge, refrigerator');
    expect(within(row).getByText('fridge')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: SEARCH_SYNONYM_MESSAGES.removeLabel('fridge, refrigerator') }),
    ).toBeInTheDocument();

    const builtIn = screen.getByRole('region', { name: SEARCH_SYNONYM_MESSAGES.builtInTitle });
    expect(within(builtIn).getByText(SEARCH_SYNONYM_MESSAGES.builtInHint)).toBeInTheDocument();
    const details = builtIn.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(within(builtIn).getByText('Show the 2 built-in groups'));
    expect(details).toHaveAttribute('open');
    expect(within(builtIn).getByText('sofa, couch, settee')).toBeVisible();
    expect(within(builtIn).getByText('phone, mobile')).toBeInTheDocument();
  });

  it('says so when no group has been added yet', async () => {
    serveSynonyms([]);
    renderPage(<AdminSearchSynonymsPage />);

    const groups = await screen.findByRole('region', { name: 'Your groups (0)' });
    expect(within(groups).getByText(SEARCH_SYNONYM_MESSAGES.none)).toBeInTheDocument();
    expect(within(groups).queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds "ice box, cooler box": POSTs both phrases, toasts, clears the field and lists the group', async () => {
    const { calls } = serveSynonyms();
    const { user } = renderPage(<AdminSearchSynonymsPage />);
    await screen.findByText('fridge');

    await user.type(wordsField(), 'ice box, cooler box');
    await user.click(addButton());

    expect(await screen.findByText(SEARCH_SYNONYM_MESSAGES.added)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init?.body))).toEqual({ words: ['ice box', 'cooler box'] });
    expect(wordsField()).toHaveValue('');
    expect(wordsField()).toHaveFocus();
    expect(
      await screen.findByRole('button', { name: SEARCH_SYNONYM_MESSAGES.removeLabel('ice box, cooler box') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your groups (2)' })).toBeInTheDocument();
  });

  it('refuses a single word with wordsTooFew under the field, focuses it and sends nothing', async () => {
    const { calls } = serveSynonyms();
    const { user } = renderPage(<AdminSearchSynonymsPage />);
    await screen.findByText('fridge');

    await user.type(wordsField(), 'esky');
    await user.click(addButton());

    const error = await screen.findByText(SEARCH_SYNONYM_MESSAGES.wordsTooFew);
    const field = wordsField();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(field).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s 409 message under the field', async () => {
    const { calls } = serveSynonyms([FRIDGE], {
      post: () => jsonResponse({ code: 'CONFLICT', message: SEARCH_SYNONYM_MESSAGES.groupExists }, 409),
    });
    const { user } = renderPage(<AdminSearchSynonymsPage />);
    await screen.findByText('fridge');

    await user.type(wordsField(), 'Refrigerator, fridge');
    await user.click(addButton());

    const error = await screen.findByText(SEARCH_SYNONYM_MESSAGES.groupExists);
    expect(wordsField()).toHaveAttribute('aria-invalid', 'true');
    expect(wordsField().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(wordsField()).toHaveFocus();
    expect(wordsField()).toHaveValue('Refrigerator, fridge');
    // The words were sent as the schema reads them: lower case.
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ words: ['refrigerator', 'fridge'] });
    expect(screen.queryByText(SEARCH_SYNONYM_MESSAGES.added)).not.toBeInTheDocument();
  });

  it('shows the server’s 400 message under the field too', async () => {
    serveSynonyms([FRIDGE], {
      post: () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: SEARCH_SYNONYM_MESSAGES.entryInvalid,
            issues: [{ path: 'words.0', message: SEARCH_SYNONYM_MESSAGES.entryInvalid }],
          },
          400,
        ),
    });
    const { user } = renderPage(<AdminSearchSynonymsPage />);
    await screen.findByText('fridge');

    await user.type(wordsField(), 'ice box, cooler box');
    await user.click(addButton());

    expect(await screen.findByText(SEARCH_SYNONYM_MESSAGES.entryInvalid)).toBeInTheDocument();
    expect(wordsField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a group: DELETE to its id, the removed toast, the group gone', async () => {
    const { calls } = serveSynonyms();
    const { user } = renderPage(<AdminSearchSynonymsPage />);

    await user.click(
      await screen.findByRole('button', {
        name: SEARCH_SYNONYM_MESSAGES.removeLabel('fridge, refrigerator'),
      }),
    );

    expect(await screen.findByText(SEARCH_SYNONYM_MESSAGES.removed)).toBeInTheDocument();
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url.pathname)).toEqual([`${PATH}/${FRIDGE.id}`]);
    expect(await screen.findByText(SEARCH_SYNONYM_MESSAGES.none)).toBeInTheDocument();
    expect(screen.queryByText('fridge')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your groups (0)' })).toHaveFocus();
  });

  it('says so when the synonyms cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      [`GET ${PATH}`]: () =>
        fail
          ? jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500)
          : jsonResponse({ groups: [FRIDGE], builtIn: BUILT_IN } satisfies SearchSynonyms),
    });
    const { user } = renderPage(<AdminSearchSynonymsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SEARCH_SYNONYM_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fridge')).toBeInTheDocument();
  });

  it('shows the page, its messages and the removed toast in Dhivehi, with no English left', async () => {
    serveSynonyms([{ ...FRIDGE, words: ['ފްރިޖު', 'ރެފްރިޖަރޭޓަރު'] }]);
    await showInDhivehi();
    const { user, container } = renderPage(<AdminSearchSynonymsPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: dvContract.SEARCH_SYNONYM_MESSAGES.title }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await screen.findByText('ފްރިޖު');
    expect(screen.getByRole('button', { name: 'ފްރިޖު, ރެފްރިޖަރޭޓަރު ގެ ގްރޫޕް ނައްތާލާ' })).toBeInTheDocument();
    expect(screen.getByText('ހޯދުމުގައި ހިމެނިފައިވާ 2 ގްރޫޕް ދައްކާ')).toBeInTheDocument();

    await user.type(screen.getByLabelText(dvContract.SEARCH_SYNONYM_MESSAGES.wordsLabel), 'ކޫލަރު');
    await user.click(screen.getByRole('button', { name: dvContract.SEARCH_SYNONYM_MESSAGES.add }));
    expect(await screen.findByText(dvContract.SEARCH_SYNONYM_MESSAGES.wordsTooFew)).toBeInTheDocument();

    // The built-in words are data, the same in both languages.
    expect(englishLeftIn(container, BUILT_IN.flat())).toEqual([]);

    await user.click(screen.getByRole('button', { name: /ނައްތާލާ$/ }));
    expect(await screen.findByText(dvContract.SEARCH_SYNONYM_MESSAGES.removed)).toBeInTheDocument();
    expect(await screen.findByText(dvContract.SEARCH_SYNONYM_MESSAGES.none)).toBeInTheDocument();
    expect(englishLeftIn(document.body, BUILT_IN.flat())).toEqual([]);
  });
});
