import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SITE } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { FAQ_EMPTY_MESSAGE, FaqPage } from './faq-page';

function renderFaq() {
  stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE) });
  return renderWithProviders(<FaqPage />, { path: '/support' });
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Frequently asked questions' })).queryAllByRole('button');

describe('FAQ page', () => {
  it('lists six questions and filters on questions and answers as you type', async () => {
    const { user } = renderFaq();
    expect(questions()).toHaveLength(6);

    const search = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    // In a question only.
    await user.type(search, 'verified seller');
    expect(questions().map((q) => q.textContent)).toEqual(['How do I become a verified seller?']);

    // In an answer only: the rejected-listing entry says it can be resubmitted.
    await user.clear(search);
    await user.type(search, 'RESUBMITTED');
    expect(questions().map((q) => q.textContent)).toEqual(['My listing was rejected. What can I do?']);

    await user.clear(search);
    await user.type(search, 'submarine');
    expect(questions()).toHaveLength(0);
    expect(screen.getByText(FAQ_EMPTY_MESSAGE)).toBeInTheDocument();

    await user.clear(search);
    expect(questions()).toHaveLength(6);
  });

  it('opens one answer at a time and names the review and support times', async () => {
    const { user } = renderFaq();
    const review = screen.getByRole('button', {
      name: 'How long does it take for my listing to be approved?',
    });
    const contact = screen.getByRole('button', { name: 'How can I contact support?' });

    await user.click(review);
    expect(review).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Review usually takes 24-48 hours/)).toBeVisible();

    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(review).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/details below\)\. Our support team replies within 24-48 hours/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: /Phone/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: /Direct message/ })).toBeInTheDocument();
  });
});
