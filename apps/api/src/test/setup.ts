// A console.error during an API test is a bug we want to see (STYLE.md): fail loudly.
import { vi } from 'vitest';

const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${String(args[0])}`);
});
