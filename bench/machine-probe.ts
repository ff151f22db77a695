import { fstatSync } from 'node:fs';

/**
 * How fast this machine is at the three things the realistic mix leans on, so that figures from different
 * machines can be compared (decision 030: the same code measured 1,071 req/s on one machine of this kind and
 * 484 on another, one request alone costing about the same on both).
 * - `compute ms`: 300 million additions in a loop (registers only; ~500 ms on both of those machines).
 * - `allocation ms`: 500,000 small objects built, serialised to JSON and parsed back (the garbage collector's
 *   and the memory's speed).
 * - `syscall µs`: one `fstat` of standard input (what each socket write and wake-up pays on top).
 * Each is the best of 3 runs, in ms or µs; takes about 3 s.
 */
export function probeMachine(): { 'compute ms': number; 'allocation ms': number; 'syscall µs': number } {
  const best = (run: () => number) => Math.min(run(), run(), run());
  const compute = best(() => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 300_000_000; i++) sum += i % 7;
    if (sum < 0) throw new Error('unreachable');
    return performance.now() - started;
  });
  const allocation = best(() => {
    const started = performance.now();
    const objects = Array.from({ length: 500_000 }, (_, i) => ({ id: i, name: `listing ${i}`, tags: [i] }));
    if (JSON.parse(JSON.stringify(objects)).length !== objects.length) throw new Error('unreachable');
    return performance.now() - started;
  });
  const syscall = best(() => {
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) fstatSync(0);
    return ((performance.now() - started) * 1000) / 100_000;
  });
  const round = (value: number) => Math.round(value * 10) / 10;
  return { 'compute ms': round(compute), 'allocation ms': round(allocation), 'syscall µs': round(syscall) };
}
