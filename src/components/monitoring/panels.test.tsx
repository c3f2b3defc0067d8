import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AlertToast } from './AlertToast.tsx';
import { Controls, type ControlsProps } from './Controls.tsx';
import { LOOK_DOWN_ALERT } from '../../../core/posture/look-down.ts';
import { MonitorHeader } from './MonitorHeader.tsx';
import { RecentEpisodes } from './RecentEpisodes.tsx';
import { attrValues, textOf } from '../../../tests/support/dom-text.ts';
import type { Episode } from '../../state/monitoring/types.ts';
import { WindowedMetrics } from './WindowedMetrics.tsx';

const noop = () => undefined;
const controls = (p: Partial<ControlsProps>) => {
  const html = renderToString(
    <Controls
      tracking={false}
      paused={false}
      sessionActive={false}
      widgetSupported
      widgetOpen={false}
      onStart={noop}
      onPause={noop}
      onEnd={noop}
      onReset={noop}
      onOpenWidget={noop}
      onRecalibrate={noop}
      {...p}
    />,
  );
  return [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map(
    ([tag, inner]) => textOf(inner ?? '') + (/\sdisabled=""/.test(tag) ? ' [disabled]' : ''),
  );
};

describe('Controls: exact labels and visibility', () => {
  test('idle, no session: Start Tracking and Reset Session', () => {
    expect(controls({})).toEqual(['Start Tracking', 'Reset Session']);
  });
  test('tracking: Pause, End Session, Recalibrate, Open Widget', () => {
    expect(controls({ tracking: true, sessionActive: true })).toEqual([
      'Pause',
      'End Session',
      'Recalibrate',
      'Open Widget',
    ]);
  });
  test('widget open: Widget Active, disabled', () => {
    expect(controls({ tracking: true, sessionActive: true, widgetOpen: true })).toEqual([
      'Pause',
      'End Session',
      'Recalibrate',
      'Widget Active [disabled]',
    ]);
  });
  test('no floating window support: no widget button', () => {
    expect(controls({ tracking: true, widgetSupported: false })).toEqual([
      'Pause',
      'End Session',
      'Recalibrate',
    ]);
  });
  test('paused with a session: Resume Tracking and End Session (no Reset)', () => {
    expect(controls({ paused: true, sessionActive: true })).toEqual([
      'Resume Tracking',
      'End Session',
    ]);
  });
});

const ep = (i: number, over: Partial<Episode> = {}): Episode => ({
  id: `e${i}`,
  type: 'slouching',
  message: 'slouch',
  startTime: i * 10_000,
  endTime: i * 10_000 + 4_000,
  duration: 4_000,
  maxSeverity: 1.2,
  ...over,
});

describe('RecentEpisodes', () => {
  test('empty state', () => {
    const t = textOf(
      renderToString(<RecentEpisodes analytics={{ episodes: [], currentEpisode: null }} />),
    );
    expect(t).toContain('Recent Episodes');
    expect(t).toContain('No poor-posture episodes yet');
  });
  test('last five, newest first, with type, duration and severity', () => {
    const episodes = [
      ep(1),
      ep(2, { type: 'forwardHead', maxSeverity: 1.9, duration: 65_000 }),
      ep(3),
      ep(4, { type: 'headTilt', maxSeverity: 0.4 }),
      ep(5),
      ep(6),
    ];
    const html = renderToString(<RecentEpisodes analytics={{ episodes, currentEpisode: null }} />);
    const rows = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner]) =>
      textOf(inner ?? ''),
    );
    expect(rows).toEqual([
      'Slouching 4s peak medium',
      'Slouching 4s peak medium',
      'Head tilt 4s peak low',
      'Slouching 4s peak medium',
      'Forward head 1m 05s peak high',
    ]);
  });
  test('the ongoing episode leads, with its live duration', () => {
    const current = ep(9, { endTime: null, duration: 0, startTime: 100_000, maxSeverity: 1.6 });
    const html = renderToString(
      <RecentEpisodes analytics={{ episodes: [ep(1)], currentEpisode: current }} now={107_000} />,
    );
    const rows = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner]) =>
      textOf(inner ?? ''),
    );
    expect(rows).toEqual(['Slouching 7s · ongoing peak high', 'Slouching 4s peak medium']);
    expect(attrValues(html, 'data-severity')).toEqual(['high', 'medium']);
  });
});

test('while paused (no clock) the ongoing episode keeps its recorded duration', () => {
  const current = ep(9, { endTime: null, duration: 3_000, startTime: 100_000, maxSeverity: 1.6 });
  const html = renderToString(
    <RecentEpisodes analytics={{ episodes: [], currentEpisode: current }} now={null} />,
  );
  expect(textOf(html)).toContain('Slouching 3s · ongoing peak high');
});

describe('WindowedMetrics (only from 300 samples)', () => {
  test('hidden below 300 samples and when absent', () => {
    expect(renderToString(<WindowedMetrics metrics={null} />)).toBe('');
    expect(
      renderToString(
        <WindowedMetrics metrics={{ mean: 90, min: 80, max: 100, sampleCount: 299 }} />,
      ),
    ).toBe('');
  });
  test('Average, Session Min, Session Max and the sample count', () => {
    const t = textOf(
      renderToString(
        <WindowedMetrics metrics={{ mean: 91.234, min: 72, max: 100, sampleCount: 300 }} />,
      ),
    );
    expect(t).toContain('Average 91.2');
    expect(t).toContain('Session Min 72.0');
    expect(t).toContain('Session Max 100.0');
    expect(t).toContain('300 samples');
  });
});

test('header: logo, tagline and Give Feedback', () => {
  const t = textOf(renderToString(<MonitorHeader onFeedback={noop} />));
  expect(t).toContain('AI-powered posture monitoring for better health');
  expect(t).toContain('Give Feedback');
});

describe('AlertToast', () => {
  test("a slouch alert offers 'That wasn't a slouch'; the looking-down reminder does not", () => {
    const slouch = renderToString(
      <AlertToast
        alert={{ id: 1, message: 'You are slouching. Sit up tall and lift your chest.' }}
        onDismiss={noop}
        onNotSlouch={noop}
      />,
    );
    expect(textOf(slouch)).toContain("That wasn't a slouch");
    const down = renderToString(
      <AlertToast
        alert={{ id: 2, message: LOOK_DOWN_ALERT }}
        onDismiss={noop}
        onNotSlouch={noop}
      />,
    );
    expect(textOf(down)).toContain('You have been looking down for a while');
    expect(textOf(down)).not.toContain("That wasn't a slouch");
  });
});
