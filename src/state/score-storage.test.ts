import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { switchableStorage, type SwitchableStorage } from '../../tests/support/storage.ts';
import { setAppStorage } from '../browser/storage.ts';
import {
  clearScore,
  clearScoreOnUnload,
  loadScore,
  saveScore,
  SCORE_STORAGE_KEY,
} from './score-storage.ts';

let store: SwitchableStorage;
beforeEach(() => {
  store = switchableStorage();
  setAppStorage(store);
});
afterEach(() => {
  setAppStorage(null);
  vi.restoreAllMocks();
});

test('score, min and max are kept in storage (memory storage through the adapter: node has no localStorage)', () => {
  expect(loadScore()).toBeNull();
  saveScore(100);
  saveScore(91);
  saveScore(95);
  expect(loadScore()).toEqual({ score: 95, min: 91, max: 100 });
  expect(JSON.parse(store.getItem(SCORE_STORAGE_KEY) ?? '')).toEqual({
    score: 95,
    min: 91,
    max: 100,
  });
});

test('reset on request clears it', () => {
  saveScore(50);
  clearScore();
  expect(loadScore()).toBeNull();
  expect(saveScore(100)).toEqual({ score: 100, min: 100, max: 100 });
});

test('invalid stored data is ignored', () => {
  for (const raw of [
    '{"score":101,"min":0,"max":100}',
    '{"score":50,"min":60,"max":40}',
    'nope',
    '{"score":"50"}',
  ]) {
    store.setItem(SCORE_STORAGE_KEY, raw);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadScore()).toBeNull();
  }
});

test('cleared on page unload', () => {
  const target = new EventTarget();
  const off = clearScoreOnUnload(target as unknown as Window);
  saveScore(70);
  target.dispatchEvent(new Event('pagehide'));
  expect(loadScore()).toBeNull();
  saveScore(70);
  off();
  target.dispatchEvent(new Event('beforeunload'));
  expect(loadScore()).toEqual({ score: 70, min: 70, max: 70 });
});

test('storage failures are warnings only', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  store.failWrites = true;
  expect(saveScore(80)).toEqual({ score: 80, min: 80, max: 80 });
  store.failReads = true;
  expect(loadScore()).toBeNull();
  expect(warn).toHaveBeenCalledWith(
    "[storage] could not write 'posture-coach:score'",
    expect.any(Error),
  );
  expect(warn).toHaveBeenCalledWith('[monitor] could not store the score');
  expect(warn).toHaveBeenCalledWith(
    "[storage] could not read 'posture-coach:score'",
    expect.any(Error),
  );
});
