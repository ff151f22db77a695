/**
 * Taps on a server-rendered page before its code has run (issue #37 item 2). The first screen is in the HTML
 * (issue #12), so a buyer sees Save, Message seller, the photo zoom, Filters and Sort up to seconds before the
 * app can act on them (1.4 s on a 4G phone, 5.4 s on a slow link). Links and the search form work without
 * scripts, so they are left to the browser; every other control is held here:
 *
 * - a tap on a button (or anything the page marks as one) is noted and swallowed, the page shows a thin
 *   progress bar at its top (`html[data-held-tap]`, index.css), and once the app has hydrated the page
 *   (`<html data-hydrated>`, app/hydration-marker.tsx) the same tap is carried out: pointer down, pointer up,
 *   click, on the same control (if hydration replaced it, the one that looks the same, in the same order);
 * - a choice made in a select (Sort) is carried out the same way: a `change` the app sees;
 * - text typed into a field is handed to the app, which would otherwise keep its own empty value while the
 *   field shows the text, and search for nothing.
 *
 * Only the last tap is kept: a buyer who taps twice meant the second. Installed by `boot.ts`, the page's first
 * small script, so it listens from the first paint; it has no React and adds about 1 KB.
 */

/** Set on `<html>` while a tap waits for the app: index.css shows a progress bar and a waiting cursor. */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * Controls that need the app. A submit button of a form with an address of its own (the header's search) works
 * without it and is left alone; so are links.
 */
const CONTROL_SELECTOR =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [aria-haspopup], summary';

/**
 * A way back to an element after hydration: the element itself, and what a person would know it by (its tag,
 * label, text, placeholder) with how many such elements come before it in the page.
 */
interface ElementAddress {
  element: Element;
  signature: string;
  occurrence: number;
}

const ADDRESSABLE_SELECTOR = `${CONTROL_SELECTOR}, input, textarea, select`;

function signatureOf(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('name') ?? '',
    element.getAttribute('placeholder') ?? '',
    (element.textContent ?? '').trim().slice(0, 80),
  ].join('|');
}

function alike(signature: string): Element[] {
  return Array.from(document.querySelectorAll(ADDRESSABLE_SELECTOR)).filter(
    (candidate) => signatureOf(candidate) === signature,
  );
}

function addressOf(element: Element): ElementAddress {
  const signature = signatureOf(element);
  return { element, signature, occurrence: Math.max(0, alike(signature).indexOf(element)) };
}

/**
 * The element as it is now: the same one if hydration kept it (React usually does), else the one that looks the
 * same in the same order; null when the page no longer has it.
 */
function resolve(address: ElementAddress): Element | null {
  if (address.element.isConnected) return address.element;
  return alike(address.signature)[address.occurrence] ?? null;
}

/** The control a tap on `target` is meant for, when it needs the app; null for links, native forms and text. */
export function heldControl(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CONTROL_SELECTOR);
  if (!control) return null;
  // A control inside a link: the link is what the page offers without scripts.
  if (control.closest('a[href]') && !control.matches('button')) return null;
  if (control instanceof HTMLButtonElement) {
    if (control.disabled) return null;
    const submitsNativeForm = control.type === 'submit' && control.form?.hasAttribute('action');
    if (submitsNativeForm) return null;
  }
  return control;
}

/**
 * Sets a field's value the way a person typing does, so that React's change tracking sees it: the value React
 * last knew is put back through the element's own setter, the new one through the prototype's, then `event`.
 */
function handOver(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
  event: string,
) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  const own = Object.getOwnPropertyDescriptor(field, 'value')?.set;
  // React's tracker wraps the value on the element itself; without one there is nothing to trick.
  if (own && setter) {
    own.call(field, value === '' ? ' ' : '');
    setter.call(field, value);
  } else {
    field.value = value;
  }
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

/** Installs the listeners; returns a function that removes them (tests). No-op once the page is hydrated. */
export function holdEarlyTaps(root: Document = document): () => void {
  const html = root.documentElement;
  const isHydrated = () => html.dataset.hydrated === 'true';
  if (isHydrated()) return () => {};

  /** The tap waiting for the app; `clicked` once its click has arrived (a slow finger lifts late). */
  let heldTap: { address: ElementAddress; pointerType: string; clicked: boolean } | null = null;
  /** A tap carried out before its own click arrived: that click, when it comes, is the same tap. */
  let carriedOut: { control: Element; until: number } | null = null;
  const changedSelects = new Map<HTMLSelectElement, { address: ElementAddress; value: string }>();
  const typedFields = new Map<
    HTMLInputElement | HTMLTextAreaElement,
    { address: ElementAddress; value: string }
  >();
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  /** Does the held tap: pointer down, pointer up, click, as a finger would, on the control as it is now. */
  const carryOutTap = () => {
    const tap = heldTap;
    heldTap = null;
    html.removeAttribute(HELD_TAP_ATTRIBUTE);
    const control = tap && resolve(tap.address);
    if (!tap || !(control instanceof HTMLElement)) return;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true };
    const pointer = { ...init, pointerId: 1, pointerType: tap.pointerType };
    control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
    control.dispatchEvent(new PointerEvent('pointerup', pointer));
    control.click();
    if (!tap.clicked) carriedOut = { control, until: Date.now() + 1_000 };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (isHydrated() || event.button !== 0) return;
    const control = heldControl(event.target);
    if (!control) return;
    heldTap = { address: addressOf(control), pointerType: event.pointerType || 'mouse', clicked: false };
    html.setAttribute(HELD_TAP_ATTRIBUTE, '');
  };
  const onClick = (event: MouseEvent) => {
    const control = heldControl(event.target);
    if (!control) return;
    if (carriedOut && carriedOut.control === control && Date.now() < carriedOut.until) {
      // The click of a tap already carried out: doing it again would close what the tap opened.
      carriedOut = null;
      swallow(event);
      return;
    }
    const sameTap = heldTap !== null && resolve(heldTap.address) === control;
    if (isHydrated()) {
      // The finger went down before the app was ready and lifts after: the tap is done now, once.
      if (sameTap) {
        swallow(event);
        heldTap!.clicked = true;
        carryOutTap();
      }
      return;
    }
    swallow(event);
    // A keyboard's Enter or Space (and a form's implicit submission) clicks without a pointer.
    if (sameTap) heldTap!.clicked = true;
    else heldTap = { address: addressOf(control), pointerType: 'mouse', clicked: true };
    html.setAttribute(HELD_TAP_ATTRIBUTE, '');
  };
  const onChange = (event: Event) => {
    if (isHydrated() || !(event.target instanceof HTMLSelectElement)) return;
    changedSelects.set(event.target, { address: addressOf(event.target), value: event.target.value });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (isHydrated()) return;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      // The field's address is taken at its first keystroke only: a search over every control per key
      // would cost most on the slow phones this exists for.
      const address = typedFields.get(field)?.address ?? addressOf(field);
      typedFields.set(field, { address, value: field.value });
    }
  };

  const remove = () => {
    root.removeEventListener('pointerdown', onPointerDown, true);
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('change', onChange, true);
    root.removeEventListener('input', onInput, true);
    observer.disconnect();
  };

  /**
   * Hands what was typed and chosen to the app the moment it has hydrated (a submit right after must see the
   * text), then, a frame later when every handler is there, carries out the held tap.
   */
  const replay = () => {
    for (const { address, value } of typedFields.values()) {
      const current = resolve(address);
      if (current instanceof HTMLInputElement || current instanceof HTMLTextAreaElement) {
        handOver(current, value, 'input');
      }
    }
    for (const { address, value } of changedSelects.values()) {
      const current = resolve(address);
      if (current instanceof HTMLSelectElement) handOver(current, value, 'change');
    }
    typedFields.clear();
    changedSelects.clear();
    // A frame and a task later: React has committed what the fields' events changed, so a submit sees the text.
    requestAnimationFrame(() =>
      setTimeout(() => {
        carryOutTap();
        // The click of a tap whose finger lifts late still needs telling apart for a moment.
        setTimeout(remove, 1_000);
      }, 0),
    );
  };

  root.addEventListener('pointerdown', onPointerDown, true);
  root.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange, true);
  root.addEventListener('input', onInput, true);
  let replayScheduled = false;
  const observer = new MutationObserver(() => {
    if (!isHydrated() || replayScheduled) return;
    replayScheduled = true;
    observer.disconnect();
    replay();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  return remove;
}
