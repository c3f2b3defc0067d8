import { describe, expect, it } from 'vitest';
import { severityLevel } from './severity.ts';

describe('severity colours', () => {
  it.each([
    [0, 'low'],
    [1, 'low'],
    [1.0001, 'medium'],
    [1.5, 'medium'],
    [1.5001, 'high'],
    [2, 'high'],
  ])('%s -> %s', (s, level) => expect(severityLevel(s)).toBe(level));
});
