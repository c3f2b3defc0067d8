import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, test } from 'vitest';
import { memoryStorage, setAppStorage } from '../../browser/storage.ts';
import { setupView } from '../../state/monitoring/setup-link.ts';
import { addSetup, chooseSetup, reloadSetups } from '../../state/setups.ts';
import { textOf } from '../../../tests/support/dom-text.ts';
import { testBaseline } from '../../../tests/support/calibration.ts';
import { SetupSettings } from './SetupSettings.tsx';
import { SetupStatus } from './SetupStatus.tsx';

const baseline = testBaseline();

beforeEach(() => {
  setAppStorage(memoryStorage());
  reloadSetups();
  Object.assign(setupView, { using: null, unsaved: null, saved: null });
});

describe('setups on the monitoring screen', () => {
  test("settings: 'Pick automatically' and each saved setup as radios, rename and delete buttons", () => {
    addSetup('Desk', baseline);
    addSetup('Laptop', baseline);
    chooseSetup('Laptop');
    const html = renderToString(<SetupSettings />);
    const t = textOf(html);
    for (const s of ['Setup', 'Pick automatically', 'Rename Desk', 'Delete Laptop'])
      expect(t).toContain(s);
    expect([...html.matchAll(/type="radio"/g)]).toHaveLength(3);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="Laptop"/);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*data-testid="setup-sync"/);
  });

  test("'Using your “Desk” setup.' is a polite status with 'Recalibrate instead' while tracking", () => {
    setupView.using = 'Desk';
    const html = renderToString(<SetupStatus tracking onRecalibrate={() => undefined} />);
    expect(html).toMatch(/role="status" aria-live="polite" data-testid="setup-status"/);
    expect(textOf(html)).toContain('Using your “Desk” setup.');
    expect(textOf(html)).toContain('Recalibrate instead');
    expect(
      textOf(renderToString(<SetupStatus tracking={false} onRecalibrate={() => undefined} />)),
    ).not.toContain('Recalibrate');
  });

  test("after a calibration of its own, 'Save this setup' with a labelled name field", () => {
    setupView.unsaved = baseline;
    const t = textOf(renderToString(<SetupStatus tracking onRecalibrate={() => undefined} />));
    expect(t).toContain('Setup name');
    expect(t).toContain('Save this setup');
    expect(t).toContain('Not now');
  });
});
