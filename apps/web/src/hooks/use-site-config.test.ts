import { afterEach, describe, expect, it } from 'vitest';
import { readSiteConfigMeta } from './use-site-config';

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'site-config';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="site-config"]').forEach((meta) => meta.remove());
});

describe('readSiteConfigMeta', () => {
  it('reads the config the server put in the page', () => {
    setMeta(
      JSON.stringify({ siteName: 'Dhiraagu Market', productNoun: 'Pre-owned', baseUrl: 'https://m.mv' }),
    );
    expect(readSiteConfigMeta()).toEqual({
      siteName: 'Dhiraagu Market',
      productNoun: 'Pre-owned',
      baseUrl: 'https://m.mv',
    });
  });

  it('gives nothing without the tag (vite dev), so the app asks GET /api/site', () => {
    expect(readSiteConfigMeta()).toBeUndefined();
  });

  it('ignores a tag it cannot read', () => {
    setMeta('{not json');
    expect(readSiteConfigMeta()).toBeUndefined();
    document.head.querySelector('meta[name="site-config"]')?.remove();
    setMeta(JSON.stringify({ siteName: 'Only a name' }));
    expect(readSiteConfigMeta()).toBeUndefined();
  });
});
