import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForHtml, loadSpaShell } from './spa-shell';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Generic" />
    <title>Raajje Market</title>
    <script type="module" crossorigin src="/assets/boot-cLdi6fRm.js"></script>
    <script type="module" crossorigin src="/assets/index-D4Rs0n02.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const site = { siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: 'http://x' };

function shell() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return loadSpaShell(dir);
}

describe('the page shell with a server-rendered page (issue #12 §3)', () => {
  it('puts the page in #root and what React hoisted in the head, once', () => {
    const html = shell().render(site, undefined, undefined, {
      html: '<title>About | Raajje Market</title><meta name="description" content="Ours"/><main><h1>About</h1></main>',
      state: { queries: [] },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<head>[\s\S]*<title>About \| Raajje Market<\/title>[\s\S]*<\/head>/);
    expect(html).not.toContain('content="Generic"');
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="server-state">{"queries":[]}</script>');
  });

  it('keeps a listing text that looks like markup or a replacement pattern inert', () => {
    const state = { queries: [{ name: '</script><script>alert(1)</script> $& $1' }] };
    const html = shell().render(site, undefined, undefined, { html: '<p>x</p>', state });
    const block = html.split('id="server-state">')[1]!.split('</script>')[0]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(state);
    expect(jsonForHtml('\u2028')).toBe('"\\u2028"');
  });

  // Issue #37 item 4a: a seller page grew from 18.8 KB to 25.1 KB with 13 <title> elements when a name held `$\``.
  it.each(['$&', '$`', "$'", '$$', '$1'])(
    'puts a member or listing text holding %s in every field as the text itself',
    (pattern) => {
      const text = `Lamp ${pattern} desk`;
      const plain = shell().render(
        site,
        { title: 'Lamp desk', description: 'Lamp desk', url: 'http://x/item/1', image: 'http://x/i.webp' },
        { preloadImage: '/media/i.webp' },
        { html: '<main><h1>Lamp desk</h1></main>', state: { name: 'Lamp desk' } },
      );
      const html = shell().render(
        { ...site, siteName: `Raajje ${pattern} Market` },
        { title: text, description: text, url: `http://x/item/1?q=${pattern}`, image: 'http://x/i.webp' },
        { preloadImage: `/media/${pattern}.webp` },
        {
          html: `<title>${text}</title><meta name="description" content="${text}"/><main><h1>${text}</h1></main>`,
          state: { name: text },
        },
        'dv',
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/id="server-state"/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${text}</h1>`);
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(text)}">`);
      expect(html).toContain('<html lang="dv" dir="rtl">');
      // Nothing of the template is pasted in: the page differs from the plain one by the texts' own length.
      expect(html.length - plain.length).toBeLessThan(600);
    },
  );

  it('is the plain shell without a rendered page', () => {
    const html = shell().render(site);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-D4Rs0n02.js"></script>');
  });

  it('names the app code of a rendered page for boot.ts to start after the first paint', () => {
    const html = shell().render(site, undefined, undefined, { html: '<p>x</p>', state: {} });
    expect(html).not.toContain('src="/assets/index-D4Rs0n02.js"');
    expect(html).toContain('<meta name="app-entry" content="/assets/index-D4Rs0n02.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-cLdi6fRm.js"></script>');
  });
});
