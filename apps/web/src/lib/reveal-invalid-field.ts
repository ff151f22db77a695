/**
 * After a form's validation fails, brings the field that now has focus (react-hook-form focuses the first
 * invalid one) to the middle of the screen. On a phone the validation toast sits at the top of the screen
 * and the keyboard at the bottom: a field in the middle is hidden by neither (issue #16 item 8).
 */
export function revealInvalidField(): void {
  const later =
    typeof window.requestAnimationFrame === 'function'
      ? window.requestAnimationFrame.bind(window)
      : (run: () => void) => window.setTimeout(run, 0);
  // Once the form has rendered its errors and moved focus.
  later(() => {
    const focused = document.activeElement;
    const target =
      focused instanceof HTMLElement && focused !== document.body
        ? focused
        : document.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.scrollIntoView({ block: 'center' });
  });
}
