import type { MailWords } from './mail-words.ts';

/** The French mails (docs/product.md#language): formal 'vous', same parts and links as the English. */
export const FR_MAIL: MailWords = {
  greet: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  paste:
    'Si le bouton ne fonctionne pas, copiez cette adresse dans la barre d’adresse de votre navigateur\u00a0:',
  verify: {
    subject: 'Confirmez votre adresse e-mail pour Posture Coach',
    body: [
      'Bienvenue sur Posture Coach. Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte.',
    ],
    action: 'Confirmer votre adresse e-mail',
    button: 'Confirmer l’adresse e-mail',
    footer:
      'Ce lien expire dans 24 heures. Si vous ne vous êtes pas inscrit, quelqu’un d’autre a saisi votre adresse\u00a0: ne cliquez pas sur le lien. Ignorez cet e-mail, ou inscrivez-vous vous-même avec cette adresse (ou utilisez «\u00a0Mot de passe oublié\u00a0»), ce qui remplace son mot de passe et le déconnecte.',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe Posture Coach',
    body: [
      'Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte Posture Coach.',
    ],
    action: 'Choisir un nouveau mot de passe',
    button: 'Choisir un nouveau mot de passe',
    footer:
      'Ce lien expire dans 1 heure et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail\u00a0; votre mot de passe reste inchangé.',
  },
  registered: {
    subject: 'Quelqu’un a voulu s’inscrire à Posture Coach avec votre adresse e-mail',
    body: [
      'Quelqu’un, peut-être vous, vient d’essayer de créer un compte Posture Coach avec cette adresse e-mail. Vous avez déjà un compte Posture Coach avec cette adresse\u00a0: aucun nouveau compte n’a été créé et rien n’a changé dans le vôtre.',
      'Mot de passe oublié\u00a0? Choisissez-en un nouveau sur {forgot}. Si vous vous êtes inscrit avec Google, utilisez «\u00a0Se connecter avec Google\u00a0».',
    ],
    action: 'Se connecter',
    button: 'Se connecter',
    footer:
      'Si ce n’était pas vous, vous pouvez ignorer cet e-mail\u00a0: personne n’est entré dans votre compte et votre mot de passe reste inchangé.',
  },
};
