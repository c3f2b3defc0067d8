// French for the API client's messages (src/api): the fallbacks when the server gives no error,
// the sign-in popup's, and the OAuth errors the server sends back to the callback page.
export const FR_API: Readonly<Record<string, string>> = {
  'Request failed ({status})': 'La requête a échoué ({status})',
  'Failed to send feedback': 'Impossible d’envoyer votre avis',
  'Failed to open popup window. Please allow popups for this site.':
    'Impossible d’ouvrir la fenêtre pop-up. Veuillez autoriser les pop-ups pour ce site.',
  'Google signup failed. Please try again.':
    'L’inscription avec Google a échoué. Veuillez réessayer.',
  'Google login failed. Please try again.':
    'La connexion avec Google a échoué. Veuillez réessayer.',
  'This sign-in link is invalid or expired. Please sign in again.':
    'Ce lien de connexion est invalide ou a expiré. Veuillez vous reconnecter.',
  'This sign-in was not started in this browser, so it was not used. Please sign in again.':
    'Cette connexion n’a pas été lancée dans ce navigateur, elle n’a donc pas été utilisée. Veuillez vous reconnecter.',
  'Missing authentication tokens from backend':
    'Le serveur n’a pas envoyé de jetons d’authentification',
  'This Google account is already registered. Please use the login page.':
    'Ce compte Google est déjà inscrit. Veuillez utiliser la page de connexion.',
  'OAuth authentication failed': 'L’authentification auprès du fournisseur a échoué',
  'Google sign-in is not configured on this server.':
    'La connexion avec Google n’est pas configurée sur ce serveur.',
  'The sign-in provider could not be reached. Please try again.':
    'Le service de connexion est injoignable. Veuillez réessayer.',
  'The sign-in attempt expired or was not started here. Please try again.':
    'La tentative de connexion a expiré ou n’a pas été lancée ici. Veuillez réessayer.',
  'The provider did not share an e-mail address.':
    'Le fournisseur n’a pas transmis d’adresse e-mail.',
  'Your Google e-mail address is not verified, so it cannot be linked to your existing account.':
    'Votre adresse e-mail Google n’est pas vérifiée et ne peut donc pas être liée à votre compte existant.',
  'Failed to start session': 'Impossible de démarrer la session',
  'Failed to end session': 'Impossible de terminer la session',
  'Failed to send data points': 'Impossible d’envoyer les mesures',
  'Failed to load your setups': 'Impossible de charger vos configurations',
  'Failed to save the setup': 'Impossible d’enregistrer la configuration',
  'Failed to rename the setup': 'Impossible de renommer la configuration',
  'Failed to delete the setup': 'Impossible de supprimer la configuration',
  'Failed to load your sign-ins': 'Impossible de charger vos connexions',
  'Failed to sign that device out': 'Impossible de déconnecter cet appareil',
  'Failed to sign the other devices out': 'Impossible de déconnecter les autres appareils',
  'Failed to load lifetime statistics': 'Impossible de charger les statistiques globales',
  'Failed to load streak data': 'Impossible de charger les séries',
  'Failed to load history': 'Impossible de charger l’historique',
  'Failed to load hourly stats': 'Impossible de charger les statistiques par heure',
  'Login failed': 'Échec de la connexion',
  'Signup failed': 'Échec de l’inscription',
  'Failed to load user': 'Impossible de charger le compte',
  'User update failed': 'Impossible d’enregistrer le profil',
  'Email verification failed': 'Échec de la vérification de l’adresse e-mail',
  'Failed to resend verification email': 'Impossible d’envoyer l’e-mail de vérification',
  'Failed to send reset email': 'Impossible d’envoyer l’e-mail de réinitialisation',
  'Password reset failed': 'Échec de la réinitialisation du mot de passe',
  'Failed to export your data': 'Impossible d’exporter vos données',
  'Failed to delete the account': 'Impossible de supprimer le compte',
};
