/**
 * A stand-in for the browser's EventSource (jsdom has none): records every connection the app opens and
 * lets a test play server events into it. Install with `installFakeEventSource()` in the test.
 */
import { vi } from 'vitest';

type Listener = (event: Event) => void;

export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Plays a server event with JSON `data` (the server sends `ready` first). */
  emit(type: string, data: unknown = {}, id = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  /** The connection dropped. */
  fail() {
    for (const listener of [...(this.listeners.get('error') ?? [])]) listener(new Event('error'));
  }

  /** The connection currently open (the last one not closed). */
  static current(): FakeEventSource | undefined {
    return FakeEventSource.instances.filter((source) => !source.closed).at(-1);
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
