import { FR_PAGES_LANDING } from './fr-pages-landing.ts';

// French for the pages outside the monitor and the account: sign-in, sign-up, e-mail links,
// password reset, Google sign-in, feedback, 404 and the document titles, with the server messages
// these pages commonly show; the landing page and the privacy notice come from ./fr-pages-landing.ts.
export const FR_PAGES: Readonly<Record<string, string>> = {
  ...FR_PAGES_LANDING,
  // Sign-in pages: login, sign-up, e-mail links, password reset, Google.
  Email: 'E-mail',
  Password: 'Mot de passe',
  'Forgot password?': 'Mot de passe oublié ?',
  'Welcome back, {name}!': 'Bon retour, {name} !',
  // The name in that greeting when the account has neither a first name nor an e-mail address.
  there: 'cher membre',
  'Welcome back': 'Bon retour',
  'Sign in to keep your streak going.': 'Connectez-vous pour poursuivre votre série.',
  'Sign In': 'Se connecter',
  'Signing in...': 'Connexion...',
  'Signing you in...': 'Connexion en cours...',
  'An unexpected error occurred during login':
    'Une erreur inattendue s’est produite lors de la connexion',
  'Login failed. Please try again.': 'Échec de la connexion. Veuillez réessayer.',
  "Don't have an account?": 'Pas encore de compte ?',
  'Sign up': 'S’inscrire',
  'Create Account': 'Créer un compte',
  'Join us and start improving your posture today.':
    'Rejoignez-nous et améliorez votre posture dès aujourd’hui.',
  'Creating Account...': 'Création du compte...',
  'Creating your account...': 'Création de votre compte...',
  'An unexpected error occurred during signup':
    'Une erreur inattendue s’est produite lors de l’inscription',
  'Registration failed. Please try again.': 'Échec de l’inscription. Veuillez réessayer.',
  'Already have an account?': 'Vous avez déjà un compte ?',
  'Sign in here': 'Connectez-vous ici',
  'Account created successfully! Please check your email to verify your account.':
    'Compte créé ! Veuillez consulter vos e-mails pour vérifier votre compte.',
  'Your stats are anonymised and no video is ever stored.':
    'Vos statistiques sont anonymisées et aucune vidéo n’est jamais enregistrée.',
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.':
    'Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
  'Confirm Password': 'Confirmer le mot de passe',
  'I accept the': 'J’accepte la',
  'Privacy Policy': 'Politique de confidentialité',
  'Successfully signed up with Google!': 'Inscription avec Google réussie !',
  'Successfully signed in with Google!': 'Connexion avec Google réussie !',
  'Sign up with Google': 'S’inscrire avec Google',
  'Sign in with Google': 'Se connecter avec Google',
  'Or continue with email': 'Ou continuer avec un e-mail',
  'Back to Login': 'Retour à la connexion',
  'Go to Login': 'Aller à la connexion',
  'Forgot Password?': 'Mot de passe oublié ?',
  "Enter your e-mail and we'll send you a link to reset your password.":
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
  'Send Reset Link': 'Envoyer le lien',
  'If an account with that email exists, you will receive a password reset link.':
    'Si un compte existe avec cette adresse e-mail, vous recevrez un lien de réinitialisation du mot de passe.',
  'Failed to send reset email. Please try again.':
    'Impossible d’envoyer l’e-mail de réinitialisation. Veuillez réessayer.',
  'Choose a new password for your account.':
    'Choisissez un nouveau mot de passe pour votre compte.',
  'Resetting...': 'Réinitialisation...',
  'New Password': 'Nouveau mot de passe',
  'Invalid Reset Link': 'Lien invalide',
  'This password reset link is missing its token.':
    'Il manque le jeton dans ce lien de réinitialisation du mot de passe.',
  'No reset token provided': 'Aucun jeton de réinitialisation fourni',
  'No reset token available': 'Aucun jeton de réinitialisation disponible',
  'Password reset successfully! You are now logged in.':
    'Mot de passe réinitialisé ! Vous êtes maintenant connecté.',
  'Password reset failed. Please try again.':
    'Échec de la réinitialisation du mot de passe. Veuillez réessayer.',
  'Check Your Email': 'Consultez vos e-mails',
  "Hi {name}! We've sent a verification link to:":
    'Bonjour {name} ! Nous avons envoyé un lien de vérification à :',
  "Hi there! We've sent a verification link to:":
    'Bonjour ! Nous avons envoyé un lien de vérification à :',
  'Click the link in the e-mail to verify your account and start tracking.':
    'Cliquez sur le lien de l’e-mail pour vérifier votre compte et commencer le suivi.',
  'Resend Verification Email': 'Renvoyer l’e-mail de vérification',
  'Verification email sent! Please check your inbox.':
    'E-mail de vérification envoyé ! Veuillez consulter votre boîte de réception.',
  'Failed to resend verification email. Please try again.':
    'Impossible de renvoyer l’e-mail de vérification. Veuillez réessayer.',
  "Didn't receive the email?": 'Vous n’avez pas reçu l’e-mail ?',
  'Check your spam or junk folder.': 'Vérifiez votre dossier de spam ou de courrier indésirable.',
  'Request another e-mail with the button above.':
    'Demandez un autre e-mail avec le bouton ci-dessus.',
  'If you requested several, try the links in all of them, starting with the most recent.':
    'Si vous en avez demandé plusieurs, essayez les liens de chacun, en commençant par le plus récent.',
  'Still nothing? Contact support at': 'Toujours rien ? Contactez l’assistance à',
  'Verifying Email': 'Vérification de l’e-mail',
  'One moment while we confirm your e-mail address.':
    'Un instant, nous confirmons votre adresse e-mail.',
  Verifying: 'Vérification',
  'Email Verified!': 'E-mail vérifié !',
  'Your e-mail is verified and you are logged in. Redirecting you to the app...':
    'Votre adresse e-mail est vérifiée et vous êtes connecté. Redirection vers l’app...',
  'Verification Failed': 'Échec de la vérification',
  'The link may have expired or already been used. Check your e-mail for a newer link, or request a new one after signing in.':
    'Le lien a peut-être expiré ou a déjà été utilisé. Cherchez un lien plus récent dans vos e-mails, ou demandez-en un nouveau après vous être connecté.',
  'No verification token provided': 'Aucun jeton de vérification fourni',
  'An unexpected error occurred during email verification':
    'Une erreur inattendue s’est produite lors de la vérification de l’e-mail',
  '{failed}: this link is invalid, expired or already used':
    '{failed} : ce lien est invalide, a expiré ou a déjà été utilisé',
  'Completing Authentication': 'Finalisation de la connexion',
  'Completing authentication': 'Finalisation de la connexion',
  'Please wait...': 'Veuillez patienter...',
  'Authentication Successful!': 'Connexion réussie !',
  'Authentication Failed': 'Échec de la connexion',
  'This window will close automatically.': 'Cette fenêtre se fermera automatiquement.',
  'Taking you back to the home page...': 'Retour à la page d’accueil...',
  // The sign-in forms' checks (src/routes/auth/validation.ts); the server sends some of them too.
  'First name is required': 'Le prénom est obligatoire',
  'Last name is required': 'Le nom est obligatoire',
  'Email is required': 'L’e-mail est obligatoire',
  'Email is invalid': 'L’e-mail n’est pas valide',
  'Password is required': 'Le mot de passe est obligatoire',
  'Password must be at least 8 characters': 'Le mot de passe doit comporter au moins 8 caractères',
  'Password must contain at least one uppercase letter, one lowercase letter, and one number':
    'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
  'Please confirm your password': 'Veuillez confirmer votre mot de passe',
  'Passwords do not match': 'Les mots de passe ne correspondent pas',
  'You must accept the Privacy Policy': 'Vous devez accepter la politique de confidentialité',
  // Server messages the sign-in pages commonly show (server/src).
  'Invalid email or password': 'E-mail ou mot de passe incorrect',
  'This password is too common and appears in known data breaches. Please choose another one.':
    'Ce mot de passe est trop courant et figure dans des fuites de données connues. Veuillez en choisir un autre.',
  // Other pages and the document titles (src/routes/titles.ts).
  "We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your way?":
    'Nous aimerions connaître votre avis sur Posture Coach. Qu’est-ce qui vous aide, et qu’est-ce qui vous gêne ?',
  Feedback: 'Avis',
  'Page Not Found': 'Page introuvable',
  "The page you're looking for doesn't exist or has been moved.":
    'La page que vous cherchez n’existe pas ou a été déplacée.',
  'Posture Coach: sit smarter, work harder': 'Posture Coach : mieux s’asseoir, mieux travailler',
  '{page} · Posture Coach': '{page} · Posture Coach',
  'Posture Monitor': 'Suivi de la posture',
  'Log In': 'Connexion',
  'Verify Your Email': 'Vérifiez votre e-mail',
  'Email Verification': 'Vérification de l’e-mail',
  'Forgot Password': 'Mot de passe oublié',
  'Signing In': 'Connexion',
};
