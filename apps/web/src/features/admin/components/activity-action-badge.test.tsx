import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityActionBadge } from './activity-action-badge';

// Issue #37 item 4v: action badges broke mid-word at 1280 px ("ADMIN_LISTING_STA / TUS_CHANGE").
describe('ActivityActionBadge', () => {
  it('reads as the action type and may wrap only after an underscore', () => {
    const { container } = render(<ActivityActionBadge actionType="ADMIN_LISTING_STATUS_CHANGE" />);
    const badge = screen.getByText('ADMIN_LISTING_STATUS_CHANGE');
    expect(badge.textContent).toBe('ADMIN_LISTING_STATUS_CHANGE');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.querySelector('.break-all')).toBeNull();
  });
});
