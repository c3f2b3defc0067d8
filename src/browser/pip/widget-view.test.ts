import { describe, expect, test } from 'vitest';
import { widgetLines } from './widget-view.ts';

describe('widget lines', () => {
  test("alert style 'Quiet': the widget carries the alert's issue until posture is good", () => {
    const v = { score: 72.6, rating: 'Good' as const, active: true };
    expect(widgetLines(v).issue).toBe('');
    expect(widgetLines({ ...v, issue: 'Your shoulders are uneven' })).toMatchObject({
      status: 'Active',
      score: '72',
      issue: 'Your shoulders are uneven',
    });
  });
});
