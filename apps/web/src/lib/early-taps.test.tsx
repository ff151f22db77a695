import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HELD_TAP_ATTRIBUTE, heldControl, holdEarlyTaps } from './early-taps';

/**
 * Issue #37 item 2: a page rendered on the server, tapped and typed into before React hydrates it, then
 * hydrated by React itself: what the buyer did before must be what the app does after.
 */
interface Seen {
  saves: number;
  opens: number;
  sort: string;
  query: string;
}

/** What the page's own handlers saw: reset by each test (a module variable, not a prop React would freeze). */
let seen: Seen = { saves: 0, opens: 0, sort: '', query: '' };
const recordSave = () => (seen.saves += 1);
const recordOpen = () => (seen.opens += 1);

function Page() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState('newest');
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    seen.sort = sort;
    seen.query = query;
  });
  return (
    <main>
      <button type="button" onClick={recordSave}>
        Save
      </button>
      <button type="button" aria-haspopup="menu" onPointerDown={recordOpen}>
        Open menu
      </button>
      <a href="/item/1">An item</a>
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="price-asc">Price: low to high</option>
      </select>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
    </main>
  );
}

// React's act() outside Testing Library's render: hydrateRoot is what the page itself calls.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let stopHolding: (() => void) | null = null;

beforeEach(() => {
  seen = { saves: 0, opens: 0, sort: '', query: '' };
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  stopHolding?.();
  delete document.documentElement.dataset.hydrated;
  document.documentElement.removeAttribute(HELD_TAP_ATTRIBUTE);
  document.body.innerHTML = '';
});

function serverRender(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

function tap(element: Element) {
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'touch' }));
  element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerType: 'touch' }));
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** Hydrates, then lets the held tap's frame and task pass. */
async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('holdEarlyTaps', () => {
  it('carries out a tap made before hydration once the app has hydrated, and shows it is waiting meanwhile', async () => {
    const container = serverRender();
    stopHolding = holdEarlyTaps();
    tap(container.querySelector('button')!);
    expect(document.documentElement.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(true);
    await hydrate(container);
    expect(seen.saves).toBe(1);
    expect(document.documentElement.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('replays the pointer press a menu opens on', async () => {
    const container = serverRender();
    stopHolding = holdEarlyTaps();
    tap(container.querySelector('[aria-haspopup]')!);
    await hydrate(container);
    expect(seen.opens).toBe(1);
    expect(seen.saves).toBe(0);
  });

  it('keeps only the last of several early taps', async () => {
    const container = serverRender();
    stopHolding = holdEarlyTaps();
    tap(container.querySelector('[aria-haspopup]')!);
    tap(container.querySelector('button')!);
    await hydrate(container);
    expect(seen).toMatchObject({ saves: 1, opens: 0 });
  });

  it('counts a finger that went down before hydration and lifts after as one tap, not two', async () => {
    const container = serverRender();
    stopHolding = holdEarlyTaps();
    const save = container.querySelector('button')!;
    save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'touch' }));
    await hydrate(container);
    expect(seen.saves).toBe(1);
    // The finger's own click arrives late: a toggle would undo what the tap did.
    await act(async () => {
      save.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(seen.saves).toBe(1);
    // Later taps are the app's own.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    });
    await act(async () => tap(save));
    expect(seen.saves).toBe(2);
  });

  it('hands a choice made in a select and text typed into a field to the app', async () => {
    const container = serverRender();
    stopHolding = holdEarlyTaps();
    const select = container.querySelector('select')!;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const input = container.querySelector('input')!;
    input.value = 'yamaha';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrate(container);
    expect(seen.sort).toBe('price-asc');
    expect(seen.query).toBe('yamaha');
    expect(select.value).toBe('price-asc');
  });

  it('does nothing once the page is hydrated: taps then are the app’s own', async () => {
    const container = serverRender();
    await hydrate(container);
    stopHolding = holdEarlyTaps();
    await act(async () => tap(container.querySelector('button')!));
    expect(seen.saves).toBe(1);
    expect(document.documentElement.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('leaves links and a form that submits to an address of its own to the browser', () => {
    document.body.innerHTML = `
      <a href="/item/1"><span>An item</span></a>
      <form action="/marketplace"><input name="q"><button type="submit">Search</button></form>
      <form><button type="submit">Send</button></form>
      <button type="button" disabled>Sold</button>`;
    expect(heldControl(document.querySelector('a span'))).toBeNull();
    expect(heldControl(document.querySelector('form[action] button'))).toBeNull();
    expect(heldControl(document.querySelector('form:not([action]) button'))).not.toBeNull();
    expect(heldControl(document.querySelector('button[disabled]'))).toBeNull();
  });
});
