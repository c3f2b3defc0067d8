import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { textOf } from '../../../tests/support/dom-text.ts';
import { BREAK_REMINDER_TEXT } from '../../state/monitoring/breaks.ts';
import { LOW_POWER_TEXT } from '../../state/monitoring/view-model.ts';
import { BreakPowerStatus, type BreakPowerStatusProps } from './BreakPowerStatus.tsx';

const render = (p: Partial<BreakPowerStatusProps>) =>
  renderToString(
    <BreakPowerStatus
      tracking
      lowPower={false}
      breaks={{ count: 0, due: false }}
      onDismissBreak={() => undefined}
      {...p}
    />,
  );

describe('BreakPowerStatus (break reminder and low power)', () => {
  test('an empty polite live region when there is nothing to say', () => {
    const html = render({});
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(textOf(html).trim()).toBe('');
  });

  test('low power while tracking only', () => {
    expect(textOf(render({ lowPower: true }))).toContain(LOW_POWER_TEXT);
    expect(textOf(render({ lowPower: true, tracking: false }))).not.toContain(LOW_POWER_TEXT);
  });

  test('a due reminder with a "Got it" button outside the live region, and the breaks count', () => {
    const html = render({ breaks: { count: 2, due: true } });
    const t = textOf(html);
    expect(t).toContain(BREAK_REMINDER_TEXT);
    expect(t).toContain('Breaks this session: 2');
    const live = html.match(/<div role="status"[\s\S]*?<\/div>/)?.[0] ?? '';
    expect(live).toContain(BREAK_REMINDER_TEXT);
    expect(live).not.toContain('Got it');
    expect(html).toMatch(/<button[^>]*>Got it<\/button>/);
  });
});
