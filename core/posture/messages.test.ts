import { describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES, postureMessage } from './messages.ts';
import type { PostureIssue } from './types.ts';

const issue = (message: string): PostureIssue => ({
  type: 'slouching',
  severity: 1.2,
  message,
  value: 1.2,
});

describe('posture message', () => {
  it('asks for calibration first', () => {
    expect(postureMessage(false, [issue('x')])).toBe('Please calibrate your posture first');
  });
  it('praises no issues', () =>
    expect(postureMessage(true, [])).toBe('Excellent posture detected!'));
  it("shows the first issue's message, else the default", () => {
    expect(postureMessage(true, [issue('Sit up'), issue('other')])).toBe('Sit up');
    expect(postureMessage(true, [issue('')])).toBe('Posture issue detected');
  });
  it('has a plain-language message for every issue', () => {
    expect(Object.keys(ISSUE_MESSAGES).sort()).toEqual([
      'forwardHead',
      'headTilt',
      'shoulderAsymmetry',
      'slouching',
    ]);
    for (const m of Object.values(ISSUE_MESSAGES)) expect(m).toMatch(/^[A-Z].{20,}\.$/);
  });
});
