import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { stubFetch } from '@/test/render-page';
import { HeaderSearch, marketplaceSearchPath } from './header-search';

function setup(url: string) {
  stubFetch({});
  return renderWithProviders(<HeaderSearch />, {
    path: '*',
    url,
  });
}

describe('marketplaceSearchPath', () => {
  it('trims and encodes the text, and ignores empty text', () => {
    expect(marketplaceSearchPath('  red chair & table ')).toBe(
      '/marketplace?query=red%20chair%20%26%20table',
    );
    expect(marketplaceSearchPath('   ')).toBeNull();
  });
});

describe('HeaderSearch', () => {
  it('goes to /marketplace?query= with the trimmed text', async () => {
    const { user, router } = setup('/about');
    await user.type(screen.getByRole('textbox', { name: 'Search listings' }), '  fridge {Enter}');
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toBe('?query=fridge');
  });

  it('ignores an empty search', async () => {
    const { user, router } = setup('/about');
    await user.type(screen.getByRole('textbox', { name: 'Search listings' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows the current query on /marketplace, and clearing returns to the bare marketplace', async () => {
    const { user, router } = setup('/marketplace?query=fridge');
    const box = screen.getByRole('textbox', { name: 'Search listings' });
    expect(box).toHaveValue('fridge');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toBe('');
  });

  it('clearing elsewhere only empties the box', async () => {
    const { user, router } = setup('/about');
    const box = screen.getByRole('textbox', { name: 'Search listings' });
    await user.type(box, 'lamp');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(router.state.location.pathname).toBe('/about');
  });
});
