import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { connectLiveEvents, LIVE_EVENTS_PATH, onLiveEvent, reconnectDelayMs } from './live-events';

describe('live events connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeEventSource();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1, 2, 5 then 10 s between attempts (spec 01 §9)', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('closes a failed connection, reopens it after the backoff and announces the reconnection', () => {
    const reconnected = vi.fn();
    const stopListening = onLiveEvent('reconnected', reconnected);
    const stop = connectLiveEvents();

    const first = FakeEventSource.instances[0]!;
    expect(first.url).toBe(LIVE_EVENTS_PATH);
    first.emit('ready');
    expect(reconnected).not.toHaveBeenCalled();

    first.fail();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    // Fails again before it is ready: the next wait is 2 s.
    FakeEventSource.instances[1]!.fail();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeEventSource.instances[2]!;
    third.emit('ready');
    expect(reconnected).toHaveBeenCalledTimes(1);

    // Once ready again, the backoff starts over at 1 s.
    third.fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(4);

    stop();
    expect(FakeEventSource.instances[3]!.closed).toBe(true);
    stopListening();
  });

  it('hands notification events to the listeners and stops reconnecting once stopped', () => {
    const received = vi.fn();
    const stopListening = onLiveEvent('notification', received);
    const stop = connectLiveEvents();
    const source = FakeEventSource.instances[0]!;
    source.emit('notification', { id: 'n1', title: 'Hello' }, 'n1');
    expect(received).toHaveBeenCalledWith({ id: 'n1', title: 'Hello' });

    source.fail();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    stopListening();
  });
});
