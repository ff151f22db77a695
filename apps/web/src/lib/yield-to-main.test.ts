import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle, yieldToMain } from './yield-to-main';

/** Issue #12 §3: start-up work split with `await yieldToMain()` resumes in a later task, not a microtask. */
describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a task that was already waiting run first where scheduler.yield is missing', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'waiting task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
});

describe('runWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, at most the time given', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    runWhenIdle(work, 1500);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
  });

  it('runs after the time given where the browser has no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    runWhenIdle(work, 1500);
    vi.advanceTimersByTime(1499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
