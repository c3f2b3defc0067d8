// French for the app's frame: header, navigation, language and theme pickers, shared components.
export const FR_COMMON: Readonly<Record<string, string>> = {
  Language: 'Langue',
  System: 'Système',
  'Posture Coach': 'Posture Coach',
  Main: 'Navigation principale',
  'Open App': 'Ouvrir l’app',
  Login: 'Connexion',
  'Sign Up': 'Inscription',
  'Skip to main content': 'Aller au contenu principal',
  'Loading...': 'Chargement...',

  // Theme switch
  Theme: 'Thème',
  Light: 'Clair',
  Dark: 'Sombre',
  'System theme': 'Thème du système',
  'Light theme': 'Thème clair',
  'Dark theme': 'Thème sombre',

  // User menu
  '{name} account menu': '{name} – menu du compte',
  Account: 'Compte',
  Stats: 'Statistiques',
  'Give Feedback': 'Donner votre avis',
  'Log out': 'Se déconnecter',

  // Install button, update notice, toasts, error page
  'Install app': 'Installer l’app',
  'Posture Coach is installed. Open it from your apps.':
    'Posture Coach est installé. Ouvrez-le depuis vos applications.',
  "The browser didn't open its install prompt. Install from its menu instead.":
    'Le navigateur n’a pas ouvert sa fenêtre d’installation. Installez l’app depuis son menu.',
  'A new version is available.': 'Une nouvelle version est disponible.',
  'Reloading ends this tracking session. Reload now?':
    'Recharger la page met fin à cette session de suivi. Recharger maintenant ?',
  'Reload to update': 'Recharger pour mettre à jour',
  'Reload now': 'Recharger maintenant',
  'Keep tracking': 'Continuer le suivi',
  Later: 'Plus tard',
  Notifications: 'Notifications',
  Dismiss: 'Fermer',
  'Unexpected Application Error!': 'Erreur inattendue de l’application !',
  'Go Home': 'Retour à l’accueil',

  // Text fields with a Show/Hide toggle
  Show: 'Afficher',
  Hide: 'Masquer',
  'Show {label}': 'Afficher {label}',
  'Hide {label}': 'Masquer {label}',

  // Feedback widget
  'Quick feedback': 'Avis rapide',
  'Love it': 'J’adore',
  'Love it (positive)': 'J’adore (positif)',
  "It's okay": 'Ça va',
  "It's okay (neutral)": 'Ça va (neutre)',
  'Not great': 'Pas terrible',
  'Not great (negative)': 'Pas terrible (négatif)',
  'Tell us more': 'Dites-nous en plus',
  'What works well? What should we improve?':
    'Qu’est-ce qui fonctionne bien ? Que devrions-nous améliorer ?',
  'Sending...': 'Envoi...',
  'Send Feedback': 'Envoyer l’avis',
  'Thanks for the feedback!': 'Merci pour votre avis !',
  'Thanks for the detailed feedback!': 'Merci pour votre avis détaillé !',

  // The server's general messages (server/src/plugins), shown where a call fails
  'Not found': 'Introuvable',
  'Authentication required': 'Authentification requise',
  'Invalid or expired access token': 'Jeton d’accès invalide ou expiré',
  'Too many requests': 'Trop de requêtes',
  'Service temporarily unavailable': 'Service temporairement indisponible',
  'Internal server error': 'Erreur interne du serveur',
};
