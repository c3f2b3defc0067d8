// German for the app's frame: header, navigation, language and theme pickers, shared components.
export const DE_COMMON: Readonly<Record<string, string>> = {
  Language: 'Sprache',
  System: 'System',
  'Posture Coach': 'Posture Coach',
  Main: 'Hauptnavigation',
  'Open App': 'App öffnen',
  Login: 'Anmelden',
  'Sign Up': 'Registrieren',
  'Skip to main content': 'Zum Hauptinhalt springen',
  'Loading...': 'Wird geladen...',

  // Theme switch
  Theme: 'Design',
  Light: 'Hell',
  Dark: 'Dunkel',
  'System theme': 'Systemdesign',
  'Light theme': 'Helles Design',
  'Dark theme': 'Dunkles Design',

  // User menu
  '{name} account menu': '{name} – Kontomenü',
  Account: 'Konto',
  Stats: 'Statistik',
  'Give Feedback': 'Feedback geben',
  'Log out': 'Abmelden',

  // Install button, update notice, toasts, error page
  'Install app': 'App installieren',
  'Posture Coach is installed. Open it from your apps.':
    'Posture Coach ist installiert. Öffnen Sie es über Ihre Apps.',
  "The browser didn't open its install prompt. Install from its menu instead.":
    'Der Browser hat keinen Installationsdialog geöffnet. Installieren Sie die App über sein Menü.',
  'A new version is available.': 'Eine neue Version ist verfügbar.',
  'Reloading ends this tracking session. Reload now?':
    'Neu laden beendet diese Tracking-Sitzung. Jetzt neu laden?',
  'Reload to update': 'Neu laden und aktualisieren',
  'Reload now': 'Jetzt neu laden',
  'Keep tracking': 'Weiter tracken',
  Later: 'Später',
  Notifications: 'Benachrichtigungen',
  Dismiss: 'Schließen',
  'Unexpected Application Error!': 'Unerwarteter Anwendungsfehler!',
  'Go Home': 'Zur Startseite',

  // Text fields with a Show/Hide toggle
  Show: 'Anzeigen',
  Hide: 'Verbergen',
  'Show {label}': '{label} anzeigen',
  'Hide {label}': '{label} verbergen',

  // Feedback widget
  'Quick feedback': 'Schnelles Feedback',
  'Love it': 'Super',
  'Love it (positive)': 'Super (positiv)',
  "It's okay": 'Geht so',
  "It's okay (neutral)": 'Geht so (neutral)',
  'Not great': 'Nicht gut',
  'Not great (negative)': 'Nicht gut (negativ)',
  'Tell us more': 'Erzählen Sie uns mehr',
  'What works well? What should we improve?': 'Was funktioniert gut? Was sollten wir verbessern?',
  'Sending...': 'Wird gesendet...',
  'Send Feedback': 'Feedback senden',
  'Thanks for the feedback!': 'Danke für Ihr Feedback!',
  'Thanks for the detailed feedback!': 'Danke für Ihr ausführliches Feedback!',

  // The server's general messages (server/src/plugins), shown where a call fails
  'Not found': 'Nicht gefunden',
  'Authentication required': 'Anmeldung erforderlich',
  'Invalid or expired access token': 'Ungültiges oder abgelaufenes Zugriffstoken',
  'Too many requests': 'Zu viele Anfragen',
  'Service temporarily unavailable': 'Dienst vorübergehend nicht verfügbar',
  'Internal server error': 'Interner Serverfehler',
};
