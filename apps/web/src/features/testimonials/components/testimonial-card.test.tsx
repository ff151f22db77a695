import { TESTIMONIAL_FORMER_MEMBER, type Testimonial } from '@marketplace/contract/testimonials';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './testimonial-card';

const testimonial: Testimonial = {
  id: 't1',
  rating: 5,
  content: 'Sold my old outboard engine within two days.',
  item_focus: null,
  is_anonymous: false,
  name: 'Aminath Rifa',
  avatar_url: null,
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('TestimonialCard', () => {
  it('names the author with their initials', () => {
    render(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByText('Aminath Rifa')).toBeInTheDocument();
    expect(screen.getByText('AR')).toBeInTheDocument();
  });

  it('shows a deleted author as a former member, without initials (issue #11)', () => {
    render(<TestimonialCard testimonial={{ ...testimonial, name: TESTIMONIAL_FORMER_MEMBER }} />);
    expect(screen.getByText('Former member')).toBeInTheDocument();
    expect(screen.getByText('?')).toBeInTheDocument();
    expect(screen.queryByText('FM')).toBeNull();
  });
});
