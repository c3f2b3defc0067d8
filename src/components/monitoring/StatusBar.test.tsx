import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { StatusBar, type StatusBarProps } from './StatusBar.tsx';
import { attrValues, textOf } from '../../../tests/support/dom-text.ts';

const base: StatusBarProps = {
  signedIn: false,
  sessionActive: false,
  cameraStatus: 'Not initialized',
  poseStatus: 'Not detected',
  calibrationStatus: 'Not calibrated',
  timer: { accumulatedMs: 0, runningSince: null },
  message: 'Please calibrate your posture first',
  score: 100,
  issues: [],
};
const render = (p: Partial<StatusBarProps>) => renderToString(<StatusBar {...base} {...p} />);

describe('StatusBar strings', () => {
  test('anonymous, before tracking', () => {
    const t = textOf(render({}));
    expect(t).toContain('Session: Not logged in');
    expect(t).toContain('Not initialized');
    expect(t).toContain('Not detected');
    expect(t).toContain('Not calibrated');
    expect(t).toContain('0h 00m 00s');
    expect(t).toContain('Please calibrate your posture first');
    // No score is presented as a measurement before calibrated tracking.
    expect(t).toContain('– Not measured yet');
    expect(t).not.toContain('Excellent');
    expect(render({})).toContain('role="img"');
  });

  test('calibrated tracking: the score is a meter with its value and rating as text', () => {
    const html = render({
      calibrationStatus: 'Calibrated',
      timer: { accumulatedMs: 5_000, runningSince: null },
      score: 82.4,
    });
    expect(html).toContain('role="meter"');
    expect(html).toContain('aria-valuenow="82"');
    expect(html).toContain('aria-valuetext="82, Excellent"');
  });

  test('signed in: Inactive, then Active', () => {
    expect(textOf(render({ signedIn: true }))).toContain('Session: Inactive');
    expect(textOf(render({ signedIn: true, sessionActive: true }))).toContain('Session: Active');
  });

  test('tracking, calibrated: statuses, the timer and the backend', () => {
    const now = 1_000_000;
    const t = textOf(
      render({
        cameraStatus: 'Connected',
        poseStatus: 'Detected',
        calibrationStatus: 'Calibrated',
        message: 'Excellent posture detected!',
        timer: { accumulatedMs: 60_000, runningSince: now - 3_725_000 },
        now: () => now,
        backend: 'webgl',
      }),
    );
    expect(t).toContain('Connected');
    expect(t).toContain('Detected');
    expect(t).toContain('Calibrated');
    expect(t).toContain('Excellent posture detected!');
    expect(t).toContain('1h 03m 05s');
    expect(t).toContain('Backend webgl');
  });

  test.each(['Connecting...', 'Permission denied', 'Stopped'] as const)(
    'camera status %s is shown verbatim',
    (s) => {
      expect(textOf(render({ cameraStatus: s }))).toContain(`Camera ${s}`);
    },
  );

  test('rating bands and tones follow the score', () => {
    const rating = (score: number) => {
      const html = render({
        score,
        calibrationStatus: 'Calibrated',
        timer: { accumulatedMs: 1_000, runningSince: null },
      });
      return [
        textOf(html)
          .match(/(\d+) (Excellent|Good|Needs Improvement)/)
          ?.slice(1)
          .join(' '),
        attrValues(html, 'data-tone')[0],
      ];
    };
    expect(rating(80)).toEqual(['80 Excellent', 'good']);
    expect(rating(79.6)).toEqual(['79 Good', 'fair']);
    expect(rating(79.4)).toEqual(['79 Good', 'fair']);
    expect(rating(60)).toEqual(['60 Good', 'fair']);
    expect(rating(59)).toEqual(['59 Needs Improvement', 'poor']);
  });

  test('each issue carries its severity colour', () => {
    const html = render({
      calibrationStatus: 'Calibrated',
      message: 'You are slouching. Sit up tall and lift your chest.',
      issues: [
        { type: 'slouching', severity: 1.8, message: 'You are slouching.', value: 0.7 },
        { type: 'forwardHead', severity: 1.2, message: 'Head forward.', value: 1 },
        { type: 'headTilt', severity: 0.6, message: 'Tilted.', value: 16 },
      ],
    });
    expect(attrValues(html, 'data-severity')).toEqual(['high', 'medium', 'low']);
    expect(textOf(html)).toContain('You are slouching. Sit up tall and lift your chest.');
    expect(textOf(html)).toContain('Slouching · high now');
  });

  test('a weak camera view: the engine tip shows once, as one polite note', () => {
    const tip = 'Raise your camera to eye level for the best results.';
    const html = render({ calibrationStatus: 'Calibrated', viewTip: tip });
    expect(html.split(tip)).toHaveLength(2);
    expect(html).toContain('data-testid="view-tip"');
    expect(render({ calibrationStatus: 'Calibrated', viewTip: null })).not.toContain('view-tip');
  });

  test("away: the pose status reads 'Away'", () => {
    const html = render({ poseStatus: 'Not detected', away: true });
    expect(attrValues(html, 'data-testid')).toContain('pose-status');
    expect(textOf(html)).toContain('Away');
    expect(textOf(render({ poseStatus: 'Not detected' }))).not.toContain('Away');
  });

  test('camera moved: the message and a Recalibrate button, only while the engine says so', () => {
    const html = render({
      calibrationStatus: 'Calibrated',
      cameraMoved: true,
      onRecalibrate: () => {},
    });
    expect(textOf(html)).toContain('Your camera seems to have moved');
    expect(html).toMatch(/<button[^>]*>Recalibrate<\/button>/);
    expect(html).toContain('data-testid="camera-moved"');
    expect(render({ calibrationStatus: 'Calibrated' })).not.toContain('camera-moved');
  });

  test('a warning is never in the colours of good news: camera moved, away, a gate message', () => {
    const calibrated = {
      calibrationStatus: 'Calibrated' as const,
      timer: { accumulatedMs: 5_000, runningSince: null },
    };
    const toneOf = (p: Partial<StatusBarProps>) =>
      /data-testid="posture-message" data-tone="(\w+)"/.exec(render({ ...calibrated, ...p }))?.[1];
    expect(toneOf({ message: 'Excellent posture detected!' })).toBe('good');
    expect(toneOf({ message: 'Your camera seems to have moved', cameraMoved: true })).toBe('fair');
    expect(toneOf({ message: 'Away', away: true })).toBe('fair');
    expect(toneOf({ message: 'Missing landmarks: nose' })).toBe('neutral');
  });
});
