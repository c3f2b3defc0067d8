import { DE_PAGES_LANDING } from './de-pages-landing.ts';

// German for the pages outside the monitor and the account: sign-in, sign-up, e-mail links,
// password reset, Google sign-in, feedback, 404 and the document titles, with the server messages
// these pages commonly show; the landing page and the privacy notice come from ./de-pages-landing.ts.
export const DE_PAGES: Readonly<Record<string, string>> = {
  ...DE_PAGES_LANDING,
  // Sign-in pages: login, sign-up, e-mail links, password reset, Google.
  Email: 'E-Mail',
  Password: 'Passwort',
  'Forgot password?': 'Passwort vergessen?',
  'Welcome back, {name}!': 'Willkommen zurück, {name}!',
  // The name in that greeting when the account has neither a first name nor an e-mail address.
  there: 'zusammen',
  'Welcome back': 'Willkommen zurück',
  'Sign in to keep your streak going.': 'Melden Sie sich an, um Ihre Serie fortzusetzen.',
  'Sign In': 'Anmelden',
  'Signing in...': 'Anmeldung läuft...',
  'Signing you in...': 'Sie werden angemeldet...',
  'An unexpected error occurred during login':
    'Bei der Anmeldung ist ein unerwarteter Fehler aufgetreten',
  'Login failed. Please try again.': 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  "Don't have an account?": 'Noch kein Konto?',
  'Sign up': 'Registrieren',
  'Create Account': 'Konto erstellen',
  'Join us and start improving your posture today.':
    'Machen Sie mit und verbessern Sie noch heute Ihre Haltung.',
  'Creating Account...': 'Konto wird erstellt...',
  'Creating your account...': 'Ihr Konto wird erstellt...',
  'An unexpected error occurred during signup':
    'Bei der Registrierung ist ein unerwarteter Fehler aufgetreten',
  'Registration failed. Please try again.':
    'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'Already have an account?': 'Sie haben bereits ein Konto?',
  'Sign in here': 'Hier anmelden',
  'Account created successfully! Please check your email to verify your account.':
    'Konto erfolgreich erstellt! Bitte prüfen Sie Ihre E-Mails, um Ihr Konto zu bestätigen.',
  'Your stats are anonymised and no video is ever stored.':
    'Ihre Statistiken sind anonymisiert, und es wird nie ein Video gespeichert.',
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.':
    'Mindestens 8 Zeichen, mit einem Großbuchstaben, einem Kleinbuchstaben und einer Ziffer.',
  'Confirm Password': 'Passwort bestätigen',
  'I accept the': 'Ich akzeptiere die',
  'Privacy Policy': 'Datenschutzerklärung',
  'Successfully signed up with Google!': 'Erfolgreich mit Google registriert!',
  'Successfully signed in with Google!': 'Erfolgreich mit Google angemeldet!',
  'Sign up with Google': 'Mit Google registrieren',
  'Sign in with Google': 'Mit Google anmelden',
  'Or continue with email': 'Oder weiter mit E-Mail',
  'Back to Login': 'Zurück zur Anmeldung',
  'Go to Login': 'Zur Anmeldung',
  'Forgot Password?': 'Passwort vergessen?',
  "Enter your e-mail and we'll send you a link to reset your password.":
    'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts.',
  'Send Reset Link': 'Link senden',
  'If an account with that email exists, you will receive a password reset link.':
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie einen Link zum Zurücksetzen des Passworts.',
  'Failed to send reset email. Please try again.':
    'Die E-Mail zum Zurücksetzen konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'Choose a new password for your account.': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'Resetting...': 'Wird zurückgesetzt...',
  'New Password': 'Neues Passwort',
  'Invalid Reset Link': 'Ungültiger Link',
  'This password reset link is missing its token.':
    'Diesem Link zum Zurücksetzen des Passworts fehlt das Token.',
  'No reset token provided': 'Kein Token zum Zurücksetzen angegeben',
  'No reset token available': 'Kein Token zum Zurücksetzen vorhanden',
  'Password reset successfully! You are now logged in.':
    'Passwort erfolgreich zurückgesetzt! Sie sind jetzt angemeldet.',
  'Password reset failed. Please try again.':
    'Zurücksetzen des Passworts fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'Check Your Email': 'Prüfen Sie Ihre E-Mails',
  "Hi {name}! We've sent a verification link to:":
    'Hallo {name}! Wir haben einen Bestätigungslink gesendet an:',
  "Hi there! We've sent a verification link to:":
    'Hallo! Wir haben einen Bestätigungslink gesendet an:',
  'Click the link in the e-mail to verify your account and start tracking.':
    'Klicken Sie auf den Link in der E-Mail, um Ihr Konto zu bestätigen und loszulegen.',
  'Resend Verification Email': 'Bestätigungs-E-Mail erneut senden',
  'Verification email sent! Please check your inbox.':
    'Bestätigungs-E-Mail gesendet! Bitte prüfen Sie Ihren Posteingang.',
  'Failed to resend verification email. Please try again.':
    'Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden. Bitte versuchen Sie es erneut.',
  "Didn't receive the email?": 'Keine E-Mail erhalten?',
  'Check your spam or junk folder.': 'Sehen Sie in Ihrem Spam- oder Junk-Ordner nach.',
  'Request another e-mail with the button above.':
    'Fordern Sie mit der Schaltfläche oben eine weitere E-Mail an.',
  'If you requested several, try the links in all of them, starting with the most recent.':
    'Wenn Sie mehrere angefordert haben, versuchen Sie die Links in allen, beginnend mit der neuesten.',
  'Still nothing? Contact support at': 'Immer noch nichts? Wenden Sie sich an den Support unter',
  'Verifying Email': 'E-Mail wird bestätigt',
  'One moment while we confirm your e-mail address.':
    'Einen Moment, wir bestätigen Ihre E-Mail-Adresse.',
  Verifying: 'Wird bestätigt',
  'Email Verified!': 'E-Mail bestätigt!',
  'Your e-mail is verified and you are logged in. Redirecting you to the app...':
    'Ihre E-Mail-Adresse ist bestätigt, und Sie sind angemeldet. Sie werden zur App weitergeleitet...',
  'Verification Failed': 'Bestätigung fehlgeschlagen',
  'The link may have expired or already been used. Check your e-mail for a newer link, or request a new one after signing in.':
    'Der Link ist möglicherweise abgelaufen oder wurde bereits verwendet. Suchen Sie in Ihren E-Mails nach einem neueren Link, oder fordern Sie nach der Anmeldung einen neuen an.',
  'No verification token provided': 'Kein Bestätigungstoken angegeben',
  'An unexpected error occurred during email verification':
    'Bei der E-Mail-Bestätigung ist ein unerwarteter Fehler aufgetreten',
  '{failed}: this link is invalid, expired or already used':
    '{failed}: Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet',
  'Completing Authentication': 'Anmeldung wird abgeschlossen',
  'Completing authentication': 'Anmeldung wird abgeschlossen',
  'Please wait...': 'Bitte warten...',
  'Authentication Successful!': 'Anmeldung erfolgreich!',
  'Authentication Failed': 'Anmeldung fehlgeschlagen',
  'This window will close automatically.': 'Dieses Fenster schließt sich automatisch.',
  'Taking you back to the home page...': 'Sie werden zur Startseite zurückgeleitet...',
  // The sign-in forms' checks (src/routes/auth/validation.ts); the server sends some of them too.
  'First name is required': 'Vorname ist erforderlich',
  'Last name is required': 'Nachname ist erforderlich',
  'Email is required': 'E-Mail ist erforderlich',
  'Email is invalid': 'E-Mail ist ungültig',
  'Password is required': 'Passwort ist erforderlich',
  'Password must be at least 8 characters': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'Password must contain at least one uppercase letter, one lowercase letter, and one number':
    'Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer enthalten',
  'Please confirm your password': 'Bitte bestätigen Sie Ihr Passwort',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein',
  'You must accept the Privacy Policy': 'Sie müssen die Datenschutzerklärung akzeptieren',
  // Server messages the sign-in pages commonly show (server/src).
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'This password is too common and appears in known data breaches. Please choose another one.':
    'Dieses Passwort ist zu verbreitet und kommt in bekannten Datenlecks vor. Bitte wählen Sie ein anderes.',
  // Other pages and the document titles (src/routes/titles.ts).
  "We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your way?":
    'Wir freuen uns auf Ihre Meinung zu Posture Coach. Was hilft Ihnen, und was steht Ihnen im Weg?',
  Feedback: 'Feedback',
  'Page Not Found': 'Seite nicht gefunden',
  "The page you're looking for doesn't exist or has been moved.":
    'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'Posture Coach: sit smarter, work harder': 'Posture Coach: besser sitzen, besser arbeiten',
  '{page} · Posture Coach': '{page} · Posture Coach',
  'Posture Monitor': 'Haltungsmonitor',
  'Log In': 'Anmelden',
  'Verify Your Email': 'E-Mail bestätigen',
  'Email Verification': 'E-Mail-Bestätigung',
  'Forgot Password': 'Passwort vergessen',
  'Signing In': 'Anmeldung',
};
