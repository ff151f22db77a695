import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@marketplace/contract/site';
import { renderWithProviders, TEST_SITE, TEST_SITE_WITH_CONTACT } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { FAQ_EMPTY_MESSAGE, FaqPage } from './faq-page';

function renderFaq(site: SiteConfig = TEST_SITE_WITH_CONTACT) {
  stubFetch({ 'GET /api/site': () => jsonResponse(site) });
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
    // Issue #37 item 4q: the details the admin set, nothing invented.
    expect(await screen.findByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:help@test.market',
    );
    expect(screen.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', 'tel:+9603301234');
    expect(screen.getByRole('link', { name: /Direct message/ })).toHaveAttribute(
      'href',
      'https://ig.me/m/testmarket',
    );
  });

  it('shows no address, number or account the admin has not set, and says how to get help meanwhile', async () => {
    renderFaq({
      ...TEST_SITE,
      contact: { ...TEST_SITE_WITH_CONTACT.contact!, email: null, instagram: null },
    });
    expect(await screen.findByRole('link', { name: /Phone/ })).toHaveAttribute('href', 'tel:+9603301234');
    expect(screen.queryByRole('link', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Direct message/ })).toBeNull();
  });

  it('with no contact details set at all, says they will come and where help is now', async () => {
    renderFaq(TEST_SITE);
    expect(await screen.findByText(/Our e-mail and phone will be here soon/)).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
  });
});
