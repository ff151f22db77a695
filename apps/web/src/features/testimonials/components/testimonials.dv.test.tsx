/** Issue #15: testimonials in Dhivehi. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { TestimonialsPage } from './testimonials-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the testimonials page in Dhivehi', () => {
  it('shows the page, the cards and the sign-in prompt in Dhivehi', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/testimonials': () =>
        jsonResponse({
          items: [
            {
              id: 't1',
              rating: 5,
              content: 'ވަރަށް ފަސޭހައިން ސައިކަލެއް ވިއްކިން.',
              item_focus: 'ސައިކަލް',
              is_anonymous: true,
              name: null,
              avatar_url: null,
              created_at: '2026-10-05T10:00:00.000Z',
            },
          ],
        }),
    });
    await showInDhivehi();
    renderPage(<TestimonialsPage />, { path: '/testimonials' });
    expect(await screen.findByText('ވަރަށް ފަސޭހައިން ސައިކަލެއް ވިއްކިން.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { level: 1, name: 'މެންބަރުންގެ ޚިޔާލު' })).toBeInTheDocument();
    expect(screen.getByText('ނަން ނުބުނާ')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 ތަރިއިން 5 ތަރި' })).toBeInTheDocument();
    expect(screen.getByText('5 އޮކްޓޫބަރު 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ލޮގިން ކުރޭ' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of ['Testimonials', 'Anonymous', 'About:', 'Oct', 'Share your experience', 'Sign In', 'Sign Up']) {
      expect(text).not.toContain(english);
    }
  });
});
