import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ModelLoading } from './ModelLoading.tsx';
import { LITE_IN_USE, slowModelText } from '../../state/monitor-session/index.ts';
import { textOf } from '../../../tests/support/dom-text.ts';

const noop = () => undefined;

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
