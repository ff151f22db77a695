import { useState } from 'react';

/**
 * True from the first time `open` is true on (issue #12 §3, Total Blocking Time): for mounting a closed Radix
 * dialog only once it is first opened. A mounted closed dialog still runs Radix Presence, whose layout effect
 * dispatches to a reducer on mount; React handles that as an urgent update, so hydrating a page with one (the
 * item page's zoom overlay) ended its commit with every effect and a second render in the same long task.
 * Once opened it stays mounted, so closing still animates out.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from the previous render (React's documented pattern): no effect, no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
