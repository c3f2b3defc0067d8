import { afterEach, expect, test, vi } from 'vitest';
import { clearLocalLog, LOCAL_LOG_LIMIT, localLogEntries, logLocal } from './local-log.ts';

afterEach(() => {
  clearLocalLog();
  vi.restoreAllMocks();
});

test('keeps the newest 1000 entries', () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  for (let i = 0; i < 1234; i++) logLocal('info', `entry ${i}`, undefined, i);
  const entries = localLogEntries();
  expect(LOCAL_LOG_LIMIT).toBe(1000);
  expect(entries).toHaveLength(1000);
  expect(entries[0]).toEqual({ at: 234, level: 'info', message: 'entry 234' });
  expect(entries.at(-1)?.message).toBe('entry 1233');
});

test('mirrors to the console at the matching level', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const e = new Error('boom');
  logLocal('warn', 'careful', { a: 1 });
  logLocal('error', 'failed', e);
  expect(warn).toHaveBeenCalledWith('[monitor] careful', { a: 1 });
  expect(error).toHaveBeenCalledWith('[monitor] failed', e);
  expect(localLogEntries().map((x) => x.level)).toEqual(['warn', 'error']);
});
