import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice (issue #12)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says "You\'re offline" in a status region while the browser has no network, and goes when it is back', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent(`${OFFLINE_NOTICE.title} ${OFFLINE_NOTICE.text}`);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });
});
