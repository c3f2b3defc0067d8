// The monitoring screen's components in German, French and Spanish (textOf reads no-break spaces
// as spaces).
import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { snoozeLabel } from '../../state/snooze.ts';
import { Controls, type ControlsProps } from './Controls.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StatusBar, type StatusBarProps } from './StatusBar.tsx';
import { SETTINGS_DEFAULTS } from '../../state/settings.ts';
import { textOf } from '../../../tests/support/dom-text.ts';

const noop = () => undefined;
const controls: ControlsProps = {
  tracking: false,
  paused: false,
  sessionActive: false,
  widgetSupported: false,
  widgetOpen: false,
  onStart: noop,
  onPause: noop,
  onEnd: noop,
  onReset: noop,
  onOpenWidget: noop,
  onRecalibrate: noop,
};
const status: StatusBarProps = {
  signedIn: false,
  sessionActive: false,
  cameraStatus: 'Connected',
  poseStatus: 'Detected',
  calibrationStatus: 'Calibrated',
  timer: { accumulatedMs: 65_000, runningSince: null },
  message: 'Excellent posture detected!',
  score: 82.4,
  issues: [{ type: 'slouching', severity: 1.2, message: 'You are slouching.', value: 0 }],
};

// docs/product.md#language: the monitoring screen in German, the core's message included.
describe('monitoring screen in German', () => {
  beforeAll(() => setLanguage('de'));
  afterAll(() => setLanguage('en'));

  test('controls, status bar and settings say German words and no English ones', () => {
    const text = textOf(
      renderToString(
        <>
          <Controls {...controls} />
          <StatusBar {...status} />
          <SettingsPanel settings={SETTINGS_DEFAULTS} onChange={noop} defaultExpanded />
        </>,
      ),
    );
    for (const de of [
      'Erfassung starten',
      'Sitzung zurücksetzen',
      'Sitzung: Nicht angemeldet',
      'Kamera',
      'Verbunden',
      'Erkannt',
      'Kalibriert',
      'Ausgezeichnet',
      'Ausgezeichnete Haltung erkannt!',
      'Zusammengesunken',
      'jetzt mittel',
      '0 h 01 min 05 s',
      'Einstellungen',
      'Empfindlichkeit',
      'Einblendung und Ton',
      'Pausenerinnerung',
      '50 Min.',
    ])
      expect(text).toContain(de);
    for (const en of ['Start Tracking', 'Connected', 'Excellent', 'Settings', 'Sensitivity'])
      expect(text).not.toContain(en);
  });

  test('the snooze end is said with a German time', () => {
    const until = new Date(2026, 0, 5, 14, 5).getTime();
    expect(snoozeLabel(until)).toBe('Pausiert bis 14:05');
  });
});

// The same screen in French and Spanish (formal, as German).
describe.each([
  [
    'fr',
    [
      'Démarrer le suivi',
      'Réinitialiser la session',
      'Session : Non connecté',
      'Caméra',
      'Connectée',
      'Détectée',
      'Calibré',
      'Excellente posture détectée !',
      'Dos avachi',
      'moyenne en ce moment',
      '0 h 01 min 05 s',
      'Réglages',
      'Sensibilité',
      'Message et son',
      'Rappel de pause',
      '50 min',
    ],
    'En pause jusqu’à 14:05',
  ],
  [
    'es',
    [
      'Iniciar seguimiento',
      'Reiniciar sesión',
      'Sesión: Sin sesión iniciada',
      'Cámara',
      'Conectada',
      'Detectada',
      'Calibrada',
      '¡Postura excelente detectada!',
      'Encorvado',
      'media ahora',
      '0 h 01 min 05 s',
      'Ajustes',
      'Sensibilidad',
      'Mensaje y sonido',
      'Recordatorio de pausa',
      '50 min',
    ],
    'Pospuesto hasta las 14:05',
  ],
] as const)('monitoring screen in %s', (lang, words, snoozed) => {
  beforeAll(() => setLanguage(lang));
  afterAll(() => setLanguage('en'));

  test('controls, status bar and settings say its words and no English ones', () => {
    const text = textOf(
      renderToString(
        <>
          <Controls {...controls} />
          <StatusBar {...status} />
          <SettingsPanel settings={SETTINGS_DEFAULTS} onChange={noop} defaultExpanded />
        </>,
      ),
    );
    for (const word of words) expect(text).toContain(word);
    // Whole words: French 'Excellente' holds the English 'Excellent'.
    for (const en of ['Start Tracking', 'Connected', 'Excellent', 'Settings', 'Sensitivity'])
      expect(text).not.toMatch(new RegExp(`\\b${en}\\b`));
  });

  test('the snooze end is said with its time', () => {
    expect(snoozeLabel(new Date(2026, 0, 5, 14, 5).getTime())).toBe(snoozed);
  });
});
