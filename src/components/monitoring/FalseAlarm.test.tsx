// 'That wasn't a slouch' and 'I'm slouching now' (FalseAlarm.tsx) as the status bar shows them.
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

describe("'That wasn't a slouch' in the status (FalseAlarm.tsx)", () => {
  const actions = {
    notSlouch: () => {},
    slouchingNow: () => {},
    undo: () => {},
    dismiss: () => {},
  };
  const slouch = { type: 'slouching' as const, severity: 1.2, message: 'm', value: 1.2 };
  test('the control shows while a problem shows, with its words as its name', async () => {
    const { falseAlarm } = await import('../../state/monitoring/false-alarm.ts');
    falseAlarm.notice = null;
    const flagged = render({ issues: [slouch], falseAlarm: actions });
    expect(textOf(flagged)).toContain("That wasn't a slouch");
    expect(flagged).toContain('data-testid="false-alarm"');
    expect(textOf(render({ issues: [], falseAlarm: actions }))).not.toContain('slouch');
    expect(textOf(render({ issues: [slouch] }))).not.toContain("That wasn't a slouch");
  });

  test("its twin 'I'm slouching now' shows once calibrated, flagged or not", () => {
    const calibrated = { calibrationStatus: 'Calibrated' as const, falseAlarm: actions };
    expect(render({ ...calibrated, issues: [] })).toContain('data-testid="slouching-now"');
    expect(textOf(render({ ...calibrated, issues: [slouch] }))).toContain("I'm slouching now");
    expect(render({ issues: [], falseAlarm: actions })).not.toContain('slouching-now');
  });

  test("no 'I'm slouching now' while not judging or away: the engine would take nothing", () => {
    const calibrated = { calibrationStatus: 'Calibrated' as const, falseAlarm: actions };
    expect(render({ ...calibrated, issues: [], notJudging: true })).not.toContain('slouching-now');
    expect(render({ ...calibrated, issues: [], away: true })).not.toContain('slouching-now');
    expect(render({ ...calibrated, issues: [], notJudging: false })).toContain('slouching-now');
  });

  test('the message says what changed, with Undo, in a polite live region', async () => {
    const { falseAlarm } = await import('../../state/monitoring/false-alarm.ts');
    falseAlarm.notice = {
      id: 1,
      text: "Got it: I'll allow your head a little lower.",
      undo: true,
      setup: 'Desk',
    };
    const html = render({ falseAlarm: actions });
    expect(textOf(html)).toContain(
      "Got it: I'll allow your head a little lower. Saved for your “Desk” setup.",
    );
    expect(attrValues(html, 'aria-label')).toEqual(
      expect.arrayContaining(['Undo this change', 'Dismiss this message']),
    );
    falseAlarm.notice = null;
  });
});
