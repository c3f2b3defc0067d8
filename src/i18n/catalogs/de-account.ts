// German for the account page (src/routes/Account.tsx, src/routes/account/).
export const DE_ACCOUNT: Readonly<Record<string, string>> = {
  // Profile
  Profile: 'Profil',
  'Joined {date}': 'Mitglied seit {date}',
  Unknown: 'Unbekannt',
  'Edit Profile': 'Profil bearbeiten',
  'Reset Password': 'Passwort zurücksetzen',
  'First Name': 'Vorname',
  'Last Name': 'Nachname',
  'Saving...': 'Wird gespeichert...',
  'Save Changes': 'Änderungen speichern',
  Cancel: 'Abbrechen',
  'No changes to save': 'Keine Änderungen zu speichern',
  'Profile updated successfully': 'Profil erfolgreich aktualisiert',
  'An unexpected error occurred during user update':
    'Beim Aktualisieren des Profils ist ein unerwarteter Fehler aufgetreten',
  'Failed to update profile': 'Profil konnte nicht aktualisiert werden',
  'First name cannot be empty': 'Der Vorname darf nicht leer sein',
  'Last name cannot be empty': 'Der Nachname darf nicht leer sein',

  // Lifetime stats
  'Lifetime stats': 'Gesamtstatistik',
  'Loading stats...': 'Statistik wird geladen...',
  'Failed to load stats: {message}': 'Statistik konnte nicht geladen werden: {message}',
  'No stats available': 'Keine Statistik vorhanden',
  Sessions: 'Sitzungen',
  'Total time tracked': 'Erfasste Zeit gesamt',
  'Total time in poor posture': 'Zeit in schlechter Haltung gesamt',
  'Avg session duration': 'Ø Sitzungsdauer',
  '{h}h {m}m': '{h} Std. {m} Min.',
  '{m}m': '{m} Min.',

  // Activity and streaks
  'Activity & Streaks': 'Aktivität & Serien',
  'Loading activity data...': 'Aktivitätsdaten werden geladen...',
  'Failed to load activity data: {message}':
    'Aktivitätsdaten konnten nicht geladen werden: {message}',
  'No activity data available': 'Keine Aktivitätsdaten vorhanden',
  'Daily Streak': 'Tägliche Serie',
  'Current streak': 'Aktuelle Serie',
  'Longest streak': 'Längste Serie',
  day: 'Tag',
  days: 'Tage',
  "You're building a great habit!": 'Sie bauen eine gute Gewohnheit auf!',
  'Great job! Keep it up!': 'Sehr gut! Weiter so!',
  "Amazing! You're on fire!": 'Großartig! Sie sind nicht zu bremsen!',
  'Track for a minute today to start a streak.':
    'Tracken Sie heute eine Minute, um eine Serie zu beginnen.',
  'Next milestone': 'Nächster Meilenstein',
  '{count} day ({left} to go)': '{count} Tag (noch {left})',
  '{count} days ({left} to go)': '{count} Tage (noch {left})',
  'Active days in these 5 weeks': 'Aktive Tage in diesen 5 Wochen',
  '{count} of {total}': '{count} von {total}',
  'Activity Calendar': 'Aktivitätskalender',
  'Two weeks back, this week and two weeks ahead. Arrow keys move between days.':
    'Zwei Wochen zurück, diese Woche und zwei Wochen voraus. Die Pfeiltasten wechseln den Tag.',
  Legend: 'Legende',
  'Active day': 'Aktiver Tag',
  'No activity': 'Keine Aktivität',
  Today: 'Heute',
  '{date}: Active': '{date}: aktiv',
  '{date}: No activity': '{date}: keine Aktivität',

  // Charts
  'Posture over time': 'Haltung im Zeitverlauf',
  'Last 30 days': 'Letzte 30 Tage',
  'Loading history...': 'Verlauf wird geladen...',
  'Failed to load history: {message}': 'Verlauf konnte nicht geladen werden: {message}',
  'No sessions in the last 30 days yet.': 'Noch keine Sitzungen in den letzten 30 Tagen.',
  'When do you slouch?': 'Wann sitzen Sie krumm?',
  'Loading hourly stats...': 'Stundenstatistik wird geladen...',
  'Failed to load hourly stats: {message}':
    'Stundenstatistik konnte nicht geladen werden: {message}',
  'No tracked time in the last 30 days yet.': 'Noch keine erfasste Zeit in den letzten 30 Tagen.',
  'Time tracked': 'Erfasste Zeit',
  'Poor posture': 'Schlechte Haltung',
  'Average score': 'Durchschnittswert',
  'Average score (0-100)': 'Durchschnittswert (0-100)',
  Day: 'Tag',
  Hour: 'Stunde',
  '{day}: {tracked}, score {score}': '{day}: {tracked}, Wert {score}',
  '{day}: {tracked}, {down} looking down, score {score}':
    '{day}: {tracked}, davon {down} Blick nach unten, Wert {score}',
  'Looking down': 'Blick nach unten',
  '{hour}: {tracked}, {poor} poor posture': '{hour}: {tracked}, davon {poor} schlechte Haltung',
  '{from} to {to}': '{from} bis {to}',
  'Time tracked and average score per day, last 30 days':
    'Erfasste Zeit und Durchschnittswert pro Tag, letzte 30 Tage',
  'Time tracked and poor posture by hour of day, last {days} days':
    'Erfasste Zeit und schlechte Haltung nach Tageszeit, letzte {days} Tage',

  // 'Your corrections per tracked hour' (CorrectionsChart.tsx)
  'Your corrections per tracked hour': 'Ihre Korrekturen pro erfasster Stunde',
  'How often you told the coach it was wrong, per hour tracked, week by week. Fewer means it fits you better.':
    'Wie oft Sie dem Coach gesagt haben, dass er falsch lag, pro erfasster Stunde, Woche für Woche. Weniger heißt: Er passt besser zu Ihnen.',
  'No corrections yet. When the coach gets it wrong while tracking, tell it with "That wasn\'t a slouch" or "I\'m slouching now".':
    'Noch keine Korrekturen. Wenn der Coach sich beim Tracken irrt, sagen Sie es ihm mit „Das war keine schlechte Haltung“ oder „Ich sitze gerade krumm“.',
  'Week of {week}: {label}, {rate} per hour': 'Woche ab {week}: {label}, {rate} pro Stunde',
  '{count} alert': '{count} Hinweis',
  '{count} alerts': '{count} Hinweise',
  'Week of {week}: not tracked': 'Woche ab {week}: nicht erfasst',
  'Corrections per tracked hour by week, last 30 days':
    'Korrekturen pro erfasster Stunde nach Woche, letzte 30 Tage',
  'Week of': 'Woche ab',
  Alerts: 'Hinweise',
  '{rate} per hour, {count} in all': '{rate} pro Stunde, {count} insgesamt',

  // Sign-ins
  'Where you are signed in': 'Wo Sie angemeldet sind',
  'Loading your sign-ins...': 'Ihre Anmeldungen werden geladen...',
  'This device': 'Dieses Gerät',
  'Last used {when}': 'Zuletzt genutzt am {when}',
  'Last used: unknown': 'Zuletzt genutzt: unbekannt',
  '{browser} on {system}': '{browser} unter {system}',
  'A browser on {system}': 'Ein Browser unter {system}',
  'Unknown browser': 'Unbekannter Browser',
  'Sign out': 'Abmelden',
  'Sign out {browser}, {lastUsed}': '{browser} abmelden, {lastUsed}',
  'Signed out {browser}': '{browser} abgemeldet',
  'Sign out all other devices': 'Alle anderen Geräte abmelden',
  'Signed out everywhere else': 'Überall sonst abgemeldet',
  'No other devices are signed in.': 'Keine anderen Geräte angemeldet.',
  'Sign-in not found': 'Anmeldung nicht gefunden',

  // Your data
  'Your data': 'Ihre Daten',
  'Share anonymous usage analytics (sign-up, daily use, streak days; never video, images, audio or keystrokes)':
    'Anonyme Nutzungsstatistik teilen (Registrierung, tägliche Nutzung, Serientage; niemals Video, Bilder, Audio oder Tastatureingaben)',
  'Export my data': 'Meine Daten exportieren',
  'Your data has been exported': 'Ihre Daten wurden exportiert',
  'Delete account': 'Konto löschen',
  'Delete your account?': 'Ihr Konto löschen?',
  'This permanently deletes your account, sessions, stats and streaks. It cannot be undone.':
    'Ihr Konto, Ihre Sitzungen, Statistiken und Serien werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
  'Delete my account': 'Mein Konto löschen',
  'Deleting...': 'Wird gelöscht...',
  'Your account has been deleted': 'Ihr Konto wurde gelöscht',
  // Confirming deletion and export (docs/api.md#server-rules); the last two are the server's.
  'Export your data': 'Ihre Daten exportieren',
  'The file holds everything stored about you. Enter your password to confirm.':
    'Die Datei enthält alles, was über Sie gespeichert ist. Geben Sie zur Bestätigung Ihr Passwort ein.',
  'Download my data': 'Meine Daten herunterladen',
  'Exporting...': 'Wird exportiert...',
  'Enter your password to confirm.': 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  'No password because you sign in with Google? Leave this empty: it works within 5 minutes of signing in.':
    'Kein Passwort, weil Sie sich mit Google anmelden? Lassen Sie das Feld leer: Das geht innerhalb von 5 Minuten nach der Anmeldung.',
  'The password is not correct.': 'Das Passwort ist nicht korrekt.',
  'Sign in again to confirm: without a password, this needs a sign-in from the last 5 minutes.':
    'Melden Sie sich zur Bestätigung erneut an: Ohne Passwort ist dafür eine Anmeldung aus den letzten 5 Minuten nötig.',
};
