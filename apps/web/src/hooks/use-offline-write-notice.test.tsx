import { useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { apiRequest, OFFLINE_WRITE_MESSAGE } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';
import { OFFLINE_WRITE_TOAST, useOfflineWriteNotice } from './use-offline-write-notice';

/** A feature that shows its own error toast, as the save button does. */
function UnsaveButton() {
  useOfflineWriteNotice();
  const unsave = useMutation({
    mutationFn: () => apiRequest('/api/saved/abc', { method: 'DELETE' }),
  });
  return (
    <button
      type="button"
      onClick={() =>
        void unsave.mutateAsync().catch(() => toast({ title: 'Operation Failed', variant: 'destructive' }))
      }
    >
      Unsave
    </button>
  );
}

describe('useOfflineWriteNotice (issue #12)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('tells the member a change made offline was not sent, after the feature’s own toast, and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <Providers queryClient={createQueryClient()}>
        <UnsaveButton />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unsave' }));

    expect(await screen.findByText(OFFLINE_WRITE_TOAST.title)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_WRITE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Operation Failed')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
