// German for the API client's messages (src/api): the fallbacks when the server gives no error,
// the sign-in popup's, and the OAuth errors the server sends back to the callback page.
export const DE_API: Readonly<Record<string, string>> = {
  'Request failed ({status})': 'Anfrage fehlgeschlagen ({status})',
  'Failed to send feedback': 'Feedback konnte nicht gesendet werden',
  'Failed to open popup window. Please allow popups for this site.':
    'Das Pop-up-Fenster konnte nicht geöffnet werden. Bitte erlauben Sie Pop-ups für diese Website.',
  'Google signup failed. Please try again.':
    'Die Registrierung mit Google ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'Google login failed. Please try again.':
    'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'This sign-in link is invalid or expired. Please sign in again.':
    'Dieser Anmeldelink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'This sign-in was not started in this browser, so it was not used. Please sign in again.':
    'Diese Anmeldung wurde nicht in diesem Browser gestartet und daher nicht verwendet. Bitte melden Sie sich erneut an.',
  'Missing authentication tokens from backend': 'Der Server hat keine Anmelde-Tokens gesendet',
  'This Google account is already registered. Please use the login page.':
    'Dieses Google-Konto ist bereits registriert. Bitte nutzen Sie die Anmeldeseite.',
  'OAuth authentication failed': 'Die Anmeldung beim Anbieter ist fehlgeschlagen',
  'Google sign-in is not configured on this server.':
    'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  'The sign-in provider could not be reached. Please try again.':
    'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  'The sign-in attempt expired or was not started here. Please try again.':
    'Der Anmeldeversuch ist abgelaufen oder wurde nicht hier gestartet. Bitte versuchen Sie es erneut.',
  'The provider did not share an e-mail address.':
    'Der Anbieter hat keine E-Mail-Adresse übermittelt.',
  'Your Google e-mail address is not verified, so it cannot be linked to your existing account.':
    'Ihre Google-E-Mail-Adresse ist nicht bestätigt und kann daher nicht mit Ihrem bestehenden Konto verknüpft werden.',
  'Failed to start session': 'Die Sitzung konnte nicht gestartet werden',
  'Failed to end session': 'Die Sitzung konnte nicht beendet werden',
  'Failed to send data points': 'Die Messwerte konnten nicht gesendet werden',
  'Failed to load your setups': 'Ihre Setups konnten nicht geladen werden',
  'Failed to save the setup': 'Das Setup konnte nicht gespeichert werden',
  'Failed to rename the setup': 'Das Setup konnte nicht umbenannt werden',
  'Failed to delete the setup': 'Das Setup konnte nicht gelöscht werden',
  'Failed to load your sign-ins': 'Ihre Anmeldungen konnten nicht geladen werden',
  'Failed to sign that device out': 'Das Gerät konnte nicht abgemeldet werden',
  'Failed to sign the other devices out': 'Die anderen Geräte konnten nicht abgemeldet werden',
  'Failed to load lifetime statistics': 'Die Gesamtstatistik konnte nicht geladen werden',
  'Failed to load streak data': 'Die Serien konnten nicht geladen werden',
  'Failed to load history': 'Der Verlauf konnte nicht geladen werden',
  'Failed to load hourly stats': 'Die Statistik nach Uhrzeit konnte nicht geladen werden',
  'Login failed': 'Anmeldung fehlgeschlagen',
  'Signup failed': 'Registrierung fehlgeschlagen',
  'Failed to load user': 'Das Konto konnte nicht geladen werden',
  'User update failed': 'Das Profil konnte nicht gespeichert werden',
  'Email verification failed': 'Bestätigung der E-Mail-Adresse fehlgeschlagen',
  'Failed to resend verification email': 'Die Bestätigungs-E-Mail konnte nicht gesendet werden',
  'Failed to send reset email': 'Die E-Mail zum Zurücksetzen konnte nicht gesendet werden',
  'Password reset failed': 'Zurücksetzen des Passworts fehlgeschlagen',
  'Failed to export your data': 'Ihre Daten konnten nicht exportiert werden',
  'Failed to delete the account': 'Das Konto konnte nicht gelöscht werden',
};
