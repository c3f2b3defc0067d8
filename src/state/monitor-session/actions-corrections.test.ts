// The corrections the two buttons count for the history (docs/api.md#history weeks), and their
// Undo: the monitor's actions with the real false-alarm state, the session recorder's link faked
// (vi.mock: no session is recorded in a unit test). Undo takes back what its own press counted.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, setAppStorage } from '../../browser/storage.ts';
import { testBaseline } from '../../../tests/support/calibration.ts';
import { reloadSetups } from '../setups.ts';
import { falseAlarm, followFalseAlarmSummary, resetFalseAlarm } from '../monitoring/false-alarm.ts';
import { monitorActions } from './actions.ts';

const counts = vi.hoisted(() => [] as [string, 'count' | 'back'][]);
vi.mock('../recording/monitor-link.ts', async (original) => ({
  ...(await original<object>()),
  recordCorrection: (kind: string) => counts.push([kind, 'count']),
  takeBackCorrection: (kind: string) => counts.push([kind, 'back']),
}));

const base = testBaseline();
const flagged = (at: number) =>
  followFalseAlarmSummary(
    {
      issues: [{ type: 'slouching' as const, severity: 1.2 }],
      calibration: { status: 'Calibrated', data: base, setup: null, event: null },
    },
    at,
  );

beforeEach(() => {
  setAppStorage(memoryStorage());
  reloadSetups();
  resetFalseAlarm();
  counts.length = 0;
});

describe("the corrections 'That wasn't a slouch' counts (mocked recorder link)", () => {
  it('a press counts one, its Undo takes that one back, a second Undo takes back nothing', () => {
    flagged(1_000);
    monitorActions.falseAlarm.notSlouch();
    expect(counts).toEqual([['false_alarm', 'count']]);
    expect(falseAlarm.notice?.counted).toBe('false_alarm');
    monitorActions.falseAlarm.undo();
    expect(counts).toEqual([
      ['false_alarm', 'count'],
      ['false_alarm', 'back'],
    ]);
    monitorActions.falseAlarm.undo(); // the 'Undone' notice has nothing to undo
    expect(counts).toHaveLength(2);
  });

  it('nothing to correct counts nothing, and an Undo then takes back nothing', () => {
    monitorActions.falseAlarm.notSlouch();
    monitorActions.falseAlarm.undo();
    expect(counts).toEqual([]);
  });
});
