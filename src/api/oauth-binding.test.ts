import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import { startBinding, takeBinding } from './oauth-binding.ts';

describe('the pending OAuth sign-in binding', () => {
  beforeEach(() => setAppStorage(memoryStorage()));
  afterEach(() => setAppStorage(null));

  it('matches its own value once, and only within 10 minutes', () => {
    const a = startBinding(1000);
    expect(a).toMatch(/^[\w-]{32}$/);
    expect(takeBinding(a, 2000)).toBe(true);
    expect(takeBinding(a, 2000)).toBe(false);
    const b = startBinding(1000);
    expect(takeBinding(b, 1000 + 10 * 60_000)).toBe(false);
  });

  it('another value or none is refused and leaves the pending sign-in alone', () => {
    const a = startBinding(0);
    expect(takeBinding('someone-elses-value', 1)).toBe(false);
    expect(takeBinding(null, 1)).toBe(false);
    expect(takeBinding(undefined, 1)).toBe(false);
    expect(takeBinding(a, 1)).toBe(true);
  });
});
