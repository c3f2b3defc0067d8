import { afterEach, describe, expect, it } from 'vitest';
import { gpuLostStatus } from '../../core/protocol/pose.ts';
import { setLanguage, t } from '../i18n/index.ts';
import { LITE_IN_USE, slowModelNotice, slowModelText } from './model-choice.ts';
import { pipelineMessage } from './pipeline-message.ts';
import { failedMessage, restartingMessage, RESTARTING_MESSAGE } from './restart-policy.ts';

afterEach(() => setLanguage('en'));

describe('the messages the pipeline hands the screen', () => {
  it('keep the English the page showed before, byte for byte', () => {
    expect(restartingMessage(null, 'webgl').message).toBe('Pose analysis stopped, restarting');
    expect(restartingMessage('webgpu', 'webgl').message).toBe(gpuLostStatus('webgpu', 'webgl'));
    expect(failedMessage('no pose result for 3 s').message).toBe(
      'Pose analysis stopped 3 times within a minute and was not restarted again (no pose result for 3 s). Press Retry to start it again.',
    );
    expect(slowModelText(412)).toBe(
      'Pose analysis is slow on this device (412 ms a frame), so the coach now checks your posture twice a second with the full model. The lighter model is faster but may miss some slouches.',
    );
  });

  it('read the same through t() in English, and in German once it is chosen', async () => {
    const all = [
      restartingMessage(null, undefined),
      restartingMessage('webgl', 'wasm'),
      failedMessage('the pose worker does not answer'),
      slowModelNotice(300),
      pipelineMessage(LITE_IN_USE),
    ];
    for (const m of all) expect(t(m.template, m.vars)).toBe(m.message);
    await setLanguage('de');
    const lost = restartingMessage('webgl', 'wasm');
    expect(t(lost.template, lost.vars)).toBe(
      'Verbindung zum Grafikgerät verloren (webgl); die Analyse startet neu mit wasm',
    );
    expect(t(RESTARTING_MESSAGE)).not.toBe(RESTARTING_MESSAGE);
  });

  it('leave a placeholder without a value as it is', () => {
    expect(pipelineMessage('{a} and {b}', { a: 1 }).message).toBe('1 and {b}');
  });
});
