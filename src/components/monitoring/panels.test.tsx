import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AlertToast } from './AlertToast.tsx';
import { Controls, type ControlsProps } from './Controls.tsx';
import { LOOK_DOWN_ALERT } from '../../../core/posture/look-down.ts';
import { ModelLoading } from './ModelLoading.tsx';
import { LITE_IN_USE, slowModelText } from '../../state/monitor-session/index.ts';
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

describe('ModelLoading', () => {
  test('the model-choice status is a polite live region, with the offer as a button', () => {
    const quiet = renderToString(<ModelLoading progress={1} backend="wasm" state="ready" />);
    expect(textOf(quiet)).toContain('BlazePose full ready');
    // The live region is there before it has anything to say, so the later line is announced.
    expect(quiet).toMatch(/role="status"[^>]*aria-live="polite"[^>]*data-testid="model-notice"/);
    expect(textOf(quiet)).not.toContain('Use the lighter model');
    const offer = renderToString(
      <ModelLoading
        progress={1}
        backend="wasm"
        state="ready"
        notice={slowModelText(430)}
        onUseLite={noop}
      />,
    );
    expect(textOf(offer)).toContain(
      'Pose analysis is slow on this device (430 ms a frame), so the coach now checks your posture twice a second with the full model.',
    );
    expect(offer).toMatch(/<button[^>]*>.*Use the lighter model/s);
    expect(textOf(offer)).not.toContain('Use the full model');
    // Lite by the user's choice: what it costs, and the one-click way back.
    const lite = renderToString(
      <ModelLoading
        progress={1}
        backend="wasm"
        state="ready"
        modelType="lite"
        notice={LITE_IN_USE}
        onUseFull={noop}
      />,
    );
    expect(textOf(lite)).toContain('BlazePose lite ready');
    expect(textOf(lite)).toContain(
      'Using the lighter pose model: it is faster but may miss some slouches.',
    );
    expect(lite).toMatch(/<button[^>]*>.*Use the full model/s);
    expect(textOf(lite)).not.toContain('Use the lighter model');
    // While lite loads after the choice, the same live region is there (announced when it changes).
    const loading = renderToString(
      <ModelLoading progress={0.5} backend="wasm" state="loading" notice={LITE_IN_USE} />,
    );
    expect(loading).toMatch(/role="status"[^>]*aria-live="polite"[^>]*data-testid="model-notice"/);
    expect(textOf(loading)).toContain('Downloading pose model 50%');
  });
  test('a real percentage and the backend', () => {
    const html = renderToString(<ModelLoading progress={0.423} backend="webgl" state="loading" />);
    expect(textOf(html)).toContain('Downloading pose model 42%');
    expect(textOf(html)).toContain('Backend: webgl');
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-valuenow="42"|aria-valuenow="42"[^>]*role="progressbar"/,
    );
  });
  test('after the download: the warm-up stage it waits for, with real step progress', () => {
    const html = renderToString(
      <ModelLoading
        progress={1}
        backend={null}
        state="loading"
        stage="warm-up"
        trying="wasm"
        step={2}
        steps={4}
        waiting
      />,
    );
    const t = textOf(html);
    // Never 'Loading 100%' while it is not ready: 2 of 4 stages done is 50%.
    expect(t).toContain('Preparing pose model 50%');
    expect(t).toContain('Warming up the model on wasm (step 3 of 4)');
    expect(t).toContain('Tracking is on; detection and calibration begin when it is ready.');
    expect(html).toMatch(/aria-valuenow="50"/);
  });
  test('building the detector is the last step; not started: no tracking line', () => {
    const t = textOf(
      renderToString(
        <ModelLoading
          progress={1}
          backend={null}
          state="loading"
          stage="build"
          step={3}
          steps={4}
        />,
      ),
    );
    expect(t).toContain('Preparing pose model 75%');
    expect(t).toContain('Building the detector (step 4 of 4).');
    expect(t).not.toContain('Tracking is on');
  });
  test('a short line once ready; the message and Retry on error', () => {
    expect(
      textOf(
        renderToString(
          <ModelLoading progress={1} backend="webgl" state="ready" modelType="lite" />,
        ),
      ),
    ).toBe('BlazePose lite ready');
    const html = renderToString(
      <ModelLoading
        progress={0}
        backend={null}
        state="error"
        error="blazepose-full.bin (HTTP 503)"
        onRetry={() => undefined}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain('The pose model could not load. blazepose-full.bin (HTTP 503)');
    expect(textOf(html)).toContain('Retry');
  });
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
