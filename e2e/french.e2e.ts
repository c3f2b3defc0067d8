// French (src/i18n/catalogs/fr.ts) in real Chromium against the real server: the checks of
// e2e/language-screens.ts with French words. French puts a no-break space before ? ! : ;.
import { languageScreens } from './language-screens.ts';

languageScreens({
  lang: 'fr',
  locale: 'fr-FR',
  name: 'Français',
  landing: {
    h1: 'Mieux s’asseoir, mieux travailler',
    tryIt: 'Essayer maintenant',
    headings: ['Comment ça marche', 'Questions fréquentes'],
    question: 'Ai-je besoin d’un compte\u00a0?',
    answer: 'les sessions ne sont enregistrées que',
  },
  title: 'Posture Coach\u00a0: mieux s’asseoir, mieux travailler',
  login: {
    h1: 'Bon retour',
    title: 'Connexion · Posture Coach',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    required: ['L’e-mail est obligatoire', 'Le mot de passe est obligatoire'],
    wrong: 'E-mail ou mot de passe incorrect',
  },
  app: {
    h1: 'Suivi de la posture',
    start: 'Démarrer le suivi',
    settings: 'Réglages',
    status: 'État',
    inSettings: ['Sensibilité', 'M’alerter après', 'Rappel de pause', 'Mode économie d’énergie'],
  },
  signup: {
    fields: ['Prénom', 'Nom', 'E-mail', 'Mot de passe', 'Confirmer le mot de passe'],
    consent: /politique de confidentialité/i,
    create: 'Créer un compte',
    checkEmail: 'Consultez vos e-mails',
  },
  mail: { subject: 'Confirmez votre adresse e-mail pour Posture Coach', greeting: 'Bonjour Sam,' },
  account: { h1: 'Compte', section: 'Calendrier d’activité' },
});
