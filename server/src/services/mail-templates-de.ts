import type { MailWords } from './mail-words.ts';

/** The German mails (docs/product.md#language): formal 'Sie', same parts and links as the English. */
export const DE_MAIL: MailWords = {
  greet: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  paste:
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in die Adresszeile Ihres Browsers:',
  verify: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Posture Coach',
    body: [
      'Willkommen bei Posture Coach. Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    button: 'E-Mail-Adresse bestätigen',
    footer:
      'Dieser Link ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, hat jemand anderes Ihre Adresse eingegeben: Klicken Sie nicht auf den Link. Ignorieren Sie diese E-Mail, oder registrieren Sie sich selbst mit dieser Adresse (oder nutzen Sie „Passwort vergessen“); damit werden das Passwort der anderen Person ersetzt und sie abgemeldet.',
  },
  reset: {
    subject: 'Setzen Sie Ihr Passwort für Posture Coach zurück',
    body: [
      'Jemand (hoffentlich Sie) hat darum gebeten, das Passwort Ihres Posture-Coach-Kontos zurückzusetzen.',
    ],
    action: 'Neues Passwort festlegen',
    button: 'Neues Passwort festlegen',
    footer:
      'Dieser Link ist 1 Stunde gültig und funktioniert nur einmal. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  registered: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei Posture Coach registrieren',
    body: [
      'Jemand, vielleicht Sie, wollte gerade ein Posture-Coach-Konto mit dieser E-Mail-Adresse anlegen. Sie haben bereits ein Posture-Coach-Konto mit dieser Adresse; es wurde daher kein neues Konto angelegt, und an Ihrem hat sich nichts geändert.',
      'Passwort vergessen? Wählen Sie unter {forgot} ein neues. Falls Sie sich mit Google registriert haben, nutzen Sie „Mit Google anmelden“.',
    ],
    action: 'Anmelden',
    button: 'Anmelden',
    footer:
      'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Niemand hat Zugang zu Ihrem Konto erhalten, und Ihr Passwort bleibt unverändert.',
  },
};
