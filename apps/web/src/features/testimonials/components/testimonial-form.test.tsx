import { TESTIMONIAL_MESSAGES } from '@marketplace/contract/testimonials';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { TestimonialForm } from './testimonial-form';

const submitButton = () => screen.getByRole('button', { name: 'Submit Testimonial' });
const counter = () => screen.getByTestId('content-counter');

describe('TestimonialForm', () => {
  it('keeps Submit disabled without a rating or with the text out of range, with an amber counter below 20', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<TestimonialForm />);
    const content = screen.getByLabelText('Your experience');

    expect(submitButton()).toBeDisabled();
    expect(counter()).toHaveTextContent('0/1000');
    expect(counter()).toHaveClass('text-amber-700');

    await user.type(content, 'Great sellers, fast!');
    expect(counter()).toHaveTextContent('20/1000');
    expect(counter()).not.toHaveClass('text-amber-700');
    // Long enough, but no stars yet.
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(submitButton()).toBeEnabled();

    await user.type(content, '{backspace}');
    expect(counter()).toHaveTextContent('19/1000');
    expect(counter()).toHaveClass('text-amber-700');
    expect(submitButton()).toBeDisabled();

    await user.clear(content);
    await user.click(content);
    await user.paste('a'.repeat(1001));
    expect(counter()).toHaveTextContent('1001/1000');
    expect(submitButton()).toBeDisabled();
  });

  it('picks the rating with the keyboard', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<TestimonialForm />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('submits (item focus empty → null), thanks the member and clears the form', async () => {
    const { calls } = stubFetch({
      'POST /api/testimonials': () => jsonResponse({ id: 't-1' }, 201),
    });
    const { user } = renderWithProviders(<TestimonialForm />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your experience'), 'Sold my old sofa in two days, lovely buyers.');
    await user.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await user.click(submitButton());

    expect(await screen.findByText(TESTIMONIAL_MESSAGES.submittedTitle)).toBeInTheDocument();
    expect(screen.getByText(TESTIMONIAL_MESSAGES.submitted)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      rating: 5,
      content: 'Sold my old sofa in two days, lovely buyers.',
      itemFocus: null,
      isAnonymous: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Your experience')).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });
});

describe('testimonials page', () => {
  it('lists approved testimonials and offers visitors Sign In / Sign Up instead of the form', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/testimonials': () =>
        jsonResponse({
          items: [
            {
              id: 't1',
              rating: 5,
              content: 'Found a great bicycle in Hulhumalé.',
              item_focus: 'Bicycle',
              is_anonymous: false,
              name: 'Mariyam Ali',
              avatar_url: null,
              created_at: '2025-02-01T10:00:00.000Z',
            },
            {
              id: 't2',
              rating: 4,
              content: 'Smooth and friendly.',
              item_focus: null,
              is_anonymous: true,
              name: null,
              avatar_url: null,
              created_at: '2025-01-01T10:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/testimonials');

    expect(await screen.findByText('Found a great bicycle in Hulhumalé.')).toBeInTheDocument();
    expect(screen.getByText('Mariyam Ali')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const share = screen.getByRole('region', { name: 'Share your experience' });
    expect(within(share).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(share).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Submit Testimonial' })).not.toBeInTheDocument();
  });

  it('shows the form to a member', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/testimonials': () => jsonResponse({ items: [] }),
    });
    renderApp('/testimonials');
    expect(await screen.findByRole('button', { name: 'Submit Testimonial' })).toBeDisabled();
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });
});
