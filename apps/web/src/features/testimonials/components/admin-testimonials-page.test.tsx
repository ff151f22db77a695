import type { PendingTestimonial } from '@marketplace/contract/testimonials';
import { TESTIMONIAL_MESSAGES } from '@marketplace/contract/testimonials';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { AdminTestimonialsPage } from './admin-testimonials-page';

const PENDING: PendingTestimonial = {
  id: '00000000-0000-4000-8000-000000000001',
  rating: 5,
  content: 'Sold my fridge in a day, thank you!',
  item_focus: 'Fridge',
  is_anonymous: false,
  name: 'Ahmed Shareef',
  avatar_url: null,
  created_at: '2025-01-01T10:00:00.000Z',
  status: 'pending',
  author_email: 'ahmed@example.mv',
};

describe('AdminTestimonialsPage', () => {
  it('approves a pending testimonial and deletes one after confirming', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/testimonials': () => jsonResponse({ items: [PENDING] }),
      [`POST /api/admin/testimonials/${PENDING.id}/approve`]: () => jsonResponse({ ok: true }),
      [`DELETE /api/admin/testimonials/${PENDING.id}`]: () => jsonResponse({ ok: true }),
    });
    const { user } = renderWithProviders(<AdminTestimonialsPage />, { path: '/admin/management/content' });

    expect(await screen.findByText(PENDING.content)).toBeInTheDocument();
    expect(screen.getByText(/ahmed@example\.mv/)).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('status')).toBe('pending');

    await user.click(screen.getByRole('button', { name: 'Approve testimonial by Ahmed Shareef' }));
    expect(await screen.findByText(TESTIMONIAL_MESSAGES.approvedTitle)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete testimonial by Ahmed Shareef' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this testimonial?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TESTIMONIAL_MESSAGES.deletedTitle)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
