import { SAFETY_MESSAGES, type BlockedMember } from '@marketplace/contract/safety-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { BlockedMembersCard } from './blocked-members-card';
import { ConversationSafetyActions } from './conversation-safety-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const blocked: BlockedMember = { userId: 'u2', name: 'Hassan Ali', avatarUrl: null, blockedAt: '2026-11-24T10:00:00Z' };

describe('ConversationSafetyActions', () => {
  it('blocks the other member after a confirmation, then offers Unblock', async () => {
    let list: BlockedMember[] = [];
    const { calls } = stubFetch({
      'GET /api/blocks': () => jsonResponse({ items: list }),
      'PUT /api/blocks/u2': () => {
        list = [blocked];
        return jsonResponse({ userId: 'u2', blocked: true });
      },
      'DELETE /api/blocks/u2': () => {
        list = [];
        return jsonResponse({ userId: 'u2', blocked: false });
      },
    });
    const { user } = renderPage(<ConversationSafetyActions otherMember={{ id: 'u2', name: 'Hassan Ali' }} />);
    const menu = screen.getByRole('button', { name: SAFETY_MESSAGES.safetyMenu });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/blocks')).toBe(true));
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: SAFETY_MESSAGES.blockMember }));
    const confirm = await screen.findByRole('alertdialog', { name: SAFETY_MESSAGES.blockConfirmTitle });
    expect(within(confirm).getByText(/Neither of you can send messages/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: SAFETY_MESSAGES.blockMember }));
    expect(await screen.findByText(SAFETY_MESSAGES.blocked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: SAFETY_MESSAGES.unblockMember }));
    expect(await screen.findByText(SAFETY_MESSAGES.unblocked)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/blocks/u2').map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });

  it('opens the Report dialog for the member', async () => {
    stubFetch({ 'GET /api/blocks': () => jsonResponse({ items: [] }) });
    const { user } = renderPage(<ConversationSafetyActions otherMember={{ id: 'u2', name: 'Hassan Ali' }} />);
    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.safetyMenu }));
    await user.click(await screen.findByRole('menuitem', { name: SAFETY_MESSAGES.reportTitle.member }));
    const dialog = await screen.findByRole('dialog', { name: SAFETY_MESSAGES.reportTitle.member });
    expect(within(dialog).getByText('Hassan Ali')).toBeInTheDocument();
  });
});

describe('BlockedMembersCard', () => {
  it('lists blocked members with Unblock, and says when there are none', async () => {
    let list: BlockedMember[] = [blocked];
    stubFetch({
      'GET /api/blocks': () => jsonResponse({ items: list }),
      'DELETE /api/blocks/u2': () => {
        list = [];
        return jsonResponse({ userId: 'u2', blocked: false });
      },
    });
    const { user } = renderPage(<BlockedMembersCard />);
    const unblock = await screen.findByRole('button', { name: SAFETY_MESSAGES.unblockMember });
    expect(unblock.closest('li')).toHaveTextContent('Hassan Ali');
    await user.click(unblock);
    expect(await screen.findByText(SAFETY_MESSAGES.blockedMembersEmpty)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubFetch({ 'GET /api/blocks': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500) });
    renderPage(<BlockedMembersCard />);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(SAFETY_MESSAGES.blockedMembersLoadFailed);
  });
});
