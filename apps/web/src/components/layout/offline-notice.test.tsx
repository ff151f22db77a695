import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSavedCopies, recordSavedCopy } from '@/lib/saved-copy';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <OfflineNotice />
    </MemoryRouter>,
  );
}

describe('OfflineNotice (issue #12)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetSavedCopies();
  });

  it('says "You\'re offline" in a status region while the browser has no network, and goes when it is back', () => {
    renderAt('/marketplace');
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent(`${OFFLINE_NOTICE.title} ${OFFLINE_NOTICE.text}`);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it("says how old the copy of this page read from the device is, and only this page's (issue #37 item 1)", () => {
    renderAt('/item/abc');
    goOffline(true);
    const region = screen.getByRole('status');
    act(() => recordSavedCopy(new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(), '/item/other'));
    expect(region).toHaveTextContent(`${OFFLINE_NOTICE.title} ${OFFLINE_NOTICE.text}`, {
      normalizeWhitespace: true,
    });
    expect(region).not.toHaveTextContent('This page was saved');
    act(() => recordSavedCopy(new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(), '/item/abc'));
    expect(region).toHaveTextContent(`${OFFLINE_NOTICE.text} This page was saved 3 hours ago.`);
    act(() => recordSavedCopy(new Date(Date.now() - 20_000).toISOString(), '/item/abc'));
    // The oldest part of what the page shows decides.
    expect(region).toHaveTextContent('This page was saved 3 hours ago.');
  });

  it('says a copy saved moments ago was saved less than a minute ago', () => {
    renderAt('/');
    goOffline(true);
    act(() => recordSavedCopy(new Date(Date.now() - 5_000).toISOString(), '/'));
    expect(screen.getByRole('status')).toHaveTextContent('This page was saved less than a minute ago.');
  });
});
