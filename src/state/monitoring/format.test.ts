import { describe, expect, test } from 'vitest';
import { MESSAGE_EXCELLENT } from '../../../core/posture/constants.ts';
import type { Episode } from './types.ts';
import {
  backendLabel,
  displayScore,
  formatEpisodeDuration,
  formatTimer,
  messageTone,
  ratingFor,
  ratingTone,
  recentEpisodes,
  secondsRemainingText,
  sessionIndicator,
  severityLevel,
} from './format.ts';

describe('rating bands (80 and 60)', () => {
  test.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79.99, 'Good'],
    [60, 'Good'],
    [59.9, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ] as const)('score %s is %s', (score, rating) => {
    expect(ratingFor(score)).toBe(rating);
  });
  test('Excellent is the green (good) tone; the others are distinct', () => {
    expect(ratingTone('Excellent')).toBe('good');
    expect(ratingTone('Good')).toBe('fair');
    expect(ratingTone('Needs Improvement')).toBe('poor');
  });
});

describe('severity colours (>1.5 high, >1 medium, else low)', () => {
  test.each([
    [2, 'high'],
    [1.51, 'high'],
    [1.5, 'medium'],
    [1.01, 'medium'],
    [1, 'low'],
    [0, 'low'],
  ] as const)('%s is %s', (s, level) => {
    expect(severityLevel(s)).toBe(level);
  });
});

describe('message colour: green only for good news', () => {
  const calm = { worst: null, calibrated: true, message: MESSAGE_EXCELLENT };
  test('good posture, calibrated, is green; the same words before calibration are neutral', () => {
    expect(messageTone(calm)).toBe('good');
    expect(messageTone({ ...calm, calibrated: false })).toBe('neutral');
  });
  test('a problem is amber when low and red above, whatever else holds', () => {
    expect(messageTone({ ...calm, worst: 'low', cameraMoved: true })).toBe('fair');
    expect(messageTone({ ...calm, worst: 'medium' })).toBe('poor');
    expect(messageTone({ ...calm, worst: 'high', away: true })).toBe('poor');
  });
  test('a moved camera or Away is a warning, never green; another message is neutral', () => {
    expect(messageTone({ ...calm, cameraMoved: true })).toBe('fair');
    expect(messageTone({ ...calm, away: true })).toBe('fair');
    expect(messageTone({ ...calm, message: 'No pose detected' })).toBe('neutral');
  });
});

describe('status strings', () => {
  test('timer shows hours, minutes and seconds', () => {
    expect(formatTimer(0)).toBe('0h 00m 00s');
    expect(formatTimer(5_999)).toBe('0h 00m 05s');
    expect(formatTimer(3_723_000)).toBe('1h 02m 03s');
    expect(formatTimer(-50)).toBe('0h 00m 00s');
  });
  test('session indicator: Not logged in / Inactive / Active', () => {
    expect(sessionIndicator(false, true)).toBe('Not logged in');
    expect(sessionIndicator(true, false)).toBe('Inactive');
    expect(sessionIndicator(true, true)).toBe('Active');
  });
  test('calibration countdown wording', () => {
    expect(secondsRemainingText(10)).toBe('10 seconds remaining');
    expect(secondsRemainingText(0.2)).toBe('1 second remaining');
    expect(secondsRemainingText(0)).toBe('0 seconds remaining');
  });
  test('episode durations', () => {
    expect(formatEpisodeDuration(8_400)).toBe('8s');
    expect(formatEpisodeDuration(65_000)).toBe('1m 05s');
    expect(formatEpisodeDuration(3_720_000)).toBe('1h 02m');
  });
});

test('recent episodes: newest first, at most five', () => {
  const ep = (i: number): Episode => ({
    id: `e${i}`,
    type: 'slouching',
    message: '',
    startTime: i * 1000,
    endTime: i * 1000 + 500,
    duration: 500,
    maxSeverity: 1,
  });
  const list = [3, 1, 7, 5, 2, 6, 4].map(ep);
  expect(recentEpisodes(list).map((e) => e.id)).toEqual(['e7', 'e6', 'e5', 'e4', 'e3']);
  expect(list.map((e) => e.id)).toEqual(['e3', 'e1', 'e7', 'e5', 'e2', 'e6', 'e4']);
});

test('the shown score is rounded down and clamped, so it always agrees with its band', () => {
  expect([displayScore(79.99), displayScore(80), displayScore(100.4), displayScore(-1)]).toEqual([
    79, 80, 100, 0,
  ]);
  expect(ratingFor(displayScore(79.99))).toBe(ratingFor(79.99));
});

test('the Backend line keeps a lost GPU backend in view', () => {
  expect(backendLabel(null, null)).toBeNull();
  expect(backendLabel('webgpu', null)).toBe('webgpu');
  expect(backendLabel('webgl', 'webgpu')).toBe('webgl (webgpu was lost)');
  // A WebGL context lost and regained on WebGL again: nothing to point at.
  expect(backendLabel('webgl', 'webgl')).toBe('webgl');
});
