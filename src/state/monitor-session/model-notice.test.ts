// The model line on the monitoring screen (docs/decisions.md#adaptive-pose-model), with no
// pipeline mounted (nothing loads in Node): lite, only ever the user's choice, says what it costs
// and offers the way back; leaving it clears that; full chosen while full runs keeps a slow pace's
// line as it is.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../../browser/storage.ts';
import { LITE_IN_USE } from '../../pipeline/model-choice.ts';
import { getSettings, reloadSettings } from '../settings.ts';
import { chooseFullModel, chooseLiteModel, setModelType } from './pipeline-link.ts';
import { monitor } from './store.ts';

beforeEach(() => {
  setAppStorage(memoryStorage());
  reloadSettings();
  monitor.model.type = 'full';
  monitor.model.notice = null;
  monitor.model.offerLite = false;
  monitor.model.offerFull = false;
});
afterEach(() => setAppStorage(null));

it("'Use the lighter model' sets Lite and says what it costs, with 'Use the full model'", () => {
  monitor.model.offerLite = true;
  chooseLiteModel();
  expect(getSettings().model).toBe('lite');
  expect(monitor.model).toMatchObject({ notice: LITE_IN_USE, offerFull: true, offerLite: false });
});

it("'Use the full model' sets Auto and clears the lite line", () => {
  chooseLiteModel();
  monitor.model.type = 'lite';
  chooseFullModel();
  expect(getSettings().model).toBe('auto');
  expect(monitor.model).toMatchObject({ notice: null, offerFull: false });
});

it('full chosen while full runs at the slow pace keeps its line and the offer', () => {
  const slow = 'Pose analysis is slow on this device (412 ms a frame), …';
  monitor.model.notice = slow;
  monitor.model.offerLite = true;
  setModelType('full');
  expect(monitor.model).toMatchObject({ notice: slow, offerLite: true, offerFull: false });
});
