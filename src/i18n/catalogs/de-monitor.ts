// German for the monitoring screen (/app): its panels, dialogs, settings, status and announcements,
// alerts, notifications, the floating widget and the stores' messages. The settings panel and
// the setups are in de-monitor-settings.ts; calibration, camera and model messages and the core's
// in de-monitor-messages.ts.
import { DE_MONITOR_EXAMPLE } from './de-monitor-example.ts';
import { DE_MONITOR_MESSAGES } from './de-monitor-messages.ts';
import { DE_MONITOR_SETTINGS } from './de-monitor-settings.ts';

export const DE_MONITOR: Readonly<Record<string, string>> = {
  ...DE_MONITOR_SETTINGS,
  ...DE_MONITOR_MESSAGES,
  ...DE_MONITOR_EXAMPLE,
  // Header, layout and controls
  'AI-powered posture monitoring for better health':
    'KI-gestützte Haltungsüberwachung für mehr Gesundheit',
  'Pose detection runs on this device. No video or images leave your browser.':
    'Die Posenerkennung läuft auf diesem Gerät. Kein Video und kein Bild verlässt Ihren Browser.',
  'Frames:': 'Bilder:',
  'Tracking controls': 'Steuerung der Erfassung',
  Pause: 'Pausieren',
  'End Session': 'Sitzung beenden',
  Recalibrate: 'Neu kalibrieren',
  'Widget Active': 'Widget aktiv',
  'Open Widget': 'Widget öffnen',
  'Resume Tracking': 'Erfassung fortsetzen',
  'Start Tracking': 'Erfassung starten',
  'Reset Session': 'Sitzung zurücksetzen',
  'Camera view with your pose drawn on it': 'Kamerabild mit eingezeichneter Pose',
  'Initializing camera...': 'Kamera wird gestartet...',
  'Loading video...': 'Video wird geladen...',
  'Camera off': 'Kamera aus',
  'Tracking stopped': 'Erfassung gestoppt',

  // Status bar
  Status: 'Status',
  'Session: {status}': 'Sitzung: {status}',
  'Session time': 'Sitzungsdauer',
  'Posture score': 'Haltungswert',
  'Posture score: not measured yet': 'Haltungswert: noch nicht gemessen',
  'Not measured yet': 'Noch nicht gemessen',
  'Looking down: not judged as a slouch': 'Blick nach unten: nicht als schlechte Haltung gewertet',
  'Not judging: someone else is in view': 'Nicht bewertet: jemand anderes ist im Bild',
  'Not judging: you are standing': 'Nicht bewertet: Sie stehen',
  'Not judging: you moved away from your usual place':
    'Nicht bewertet: Sie haben Ihren gewohnten Platz verlassen',
  'You have been looking down for a while': 'Sie schauen schon eine Weile nach unten',
  'Your camera seems to have moved': 'Ihre Kamera wurde anscheinend bewegt',
  'Current issues': 'Aktuelle Probleme',
  Camera: 'Kamera',
  Pose: 'Pose',
  Calibration: 'Kalibrierung',
  Backend: 'Backend',
  'Press Start Tracking to resume.': 'Drücken Sie „Erfassung starten“, um fortzufahren.',
  'Not initialized': 'Nicht gestartet',
  'Connecting...': 'Verbinde...',
  Connected: 'Verbunden',
  'Permission denied': 'Zugriff verweigert',
  Stopped: 'Gestoppt',
  Detected: 'Erkannt',
  'Not detected': 'Nicht erkannt',
  Away: 'Abwesend',
  'Not calibrated': 'Nicht kalibriert',
  'Calibrating...': 'Kalibriere...',
  Calibrated: 'Kalibriert',
  Excellent: 'Ausgezeichnet',
  Good: 'Gut',
  'Needs Improvement': 'Verbesserungswürdig',
  'Not logged in': 'Nicht angemeldet',
  Inactive: 'Inaktiv',
  Active: 'Aktiv',
  'low now': 'jetzt leicht',
  'medium now': 'jetzt mittel',
  'high now': 'jetzt stark',
  'Low-power: checking twice a second': 'Energiesparen: Prüfung zweimal pro Sekunde',
  'Time to stand up and take a short break.': 'Zeit, aufzustehen und eine kurze Pause zu machen.',
  'Breaks this session: {count}': 'Pausen in dieser Sitzung: {count}',
  'Got it': 'Verstanden',
  '{h}h {m}m {s}s': '{h} h {m} min {s} s',
  '{s}s': '{s} s',
  '{m}m {s}s': '{m} min {s} s',
  '{backend} ({lost} was lost)': '{backend} ({lost} ging verloren)',

  // Recent Episodes and metrics
  'Recent Episodes': 'Letzte Episoden',
  'No poor-posture episodes yet. Nice work.':
    'Noch keine Episoden schlechter Haltung. Gut gemacht.',
  'Forward head': 'Kopf nach vorn',
  'Head tilt': 'Kopfneigung',
  'Uneven shoulders': 'Ungleiche Schultern',
  Slouching: 'Zusammengesunken',
  'Score drop': 'Wertabfall',
  'Posture issue': 'Haltungsproblem',
  'peak low': 'Spitze leicht',
  'peak medium': 'Spitze mittel',
  'peak high': 'Spitze stark',
  '{duration} · ongoing': '{duration} · läuft',
  'Score metrics': 'Kennzahlen des Werts',
  Average: 'Durchschnitt',
  'Session Min': 'Sitzungsminimum',
  'Session Max': 'Sitzungsmaximum',
  '{count} samples': '{count} Messwerte',

  // Alerts, false alarms, notifications
  'Posture check': 'Haltungscheck',
  'Dismiss alert': 'Hinweis schließen',
  "That wasn't a slouch": 'Das war keine schlechte Haltung',
  'Saved for your “{name}” setup.': 'Für Ihr Setup „{name}“ gespeichert.',
  'Undo this change': 'Diese Änderung rückgängig machen',
  Undo: 'Rückgängig',
  'Dismiss this message': 'Diese Meldung schließen',

  // Snooze
  Snooze: 'Pausieren',
  'Snooze {duration}': '{duration} pausieren',
  '15 min': '15 Min.',
  '30 min': '30 Min.',
  '1 hour': '1 Std.',
  'Snoozed until {time}': 'Pausiert bis {time}',
  'Camera off while paused.': 'Kamera aus während der Pause.',
  'Resume now': 'Jetzt fortsetzen',
  'Snooze over: posture tracking is back on.': 'Pause vorbei: Die Haltungserfassung läuft wieder.',

  // End session dialog
  'End this session?': 'Diese Sitzung beenden?',
  'The camera stops, and the score, the episodes and the timer start again from zero. Your calibration is kept.':
    'Die Kamera stoppt, und Wert, Episoden und Zeitmessung beginnen wieder bei null. Ihre Kalibrierung bleibt erhalten.',
  'Keep session': 'Sitzung behalten',

  // Feedback
  'How is your posture coach working for you?': 'Wie hilft Ihnen Ihr Haltungscoach?',
  Positive: 'Positiv',
  Neutral: 'Neutral',
  Negative: 'Negativ',
  'What works, what gets in the way, what you would change...':
    'Was funktioniert, was stört, was würden Sie ändern...',
  '{count} / {max} characters': '{count} / {max} Zeichen',
  'One tap is enough. Your answer helps us make the nudges kinder and more accurate.':
    'Ein Tippen genügt. Ihre Antwort hilft uns, die Hinweise freundlicher und genauer zu machen.',
  'Maybe later': 'Vielleicht später',
  'Send feedback': 'Feedback senden',
  'Write detailed feedback': 'Ausführliches Feedback schreiben',

  // Tabs
  'Posture tracking is running in another tab.':
    'Die Haltungserfassung läuft in einem anderen Tab.',
  'Posture tracking moved to another tab; this session ended.':
    'Die Haltungserfassung ist in einen anderen Tab gewechselt; diese Sitzung wurde beendet.',
  'Tracking here instead ends the session in the other tab first.':
    'Wenn Sie hier erfassen, wird zuerst die Sitzung im anderen Tab beendet.',
  'Track here instead': 'Stattdessen hier erfassen',

  // Floating widget
  'POSTURE SCORE': 'HALTUNGSWERT',

  // Sign-out toasts of the session store
  'You signed out in another tab': 'Sie haben sich in einem anderen Tab abgemeldet',
  'Logged out': 'Abgemeldet',

  // Debug overlay (?debug)
  'backend: {backend}': 'Backend: {backend}',
  'probe: {probe}': 'Probe: {probe}',
  'Lose GPU context': 'GPU-Kontext verlieren',
  'analysed:': 'analysiert:',
  'buffered:': 'gepuffert:',
  'tensors:': 'Tensoren:',
  'frame:': 'Bild:',
  'overlay:': 'Overlay:',
  '{count} landmarks': '{count} Landmarken',
  none: 'keine',
  '{mean} ms (p95 {p95})': '{mean} ms (p95 {p95})',
};
