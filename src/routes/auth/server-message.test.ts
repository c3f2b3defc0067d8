import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { shownMessage } from './server-message.ts';

/** server/src/services/validation.ts COMMON_PASSWORD, as the server sends it */
const COMMON_PASSWORD =
  'This password is too common and appears in known data breaches. Please choose another one.';
const USED = 'Email verification failed: this link is invalid, expired or already used';

describe('server messages on the sign-in pages', () => {
  afterEach(() => setLanguage('en'));

  it('stay as the server wrote them in English', () => {
    expect(shownMessage('Invalid email or password')).toBe('Invalid email or password');
    expect(shownMessage(USED)).toBe(USED);
  });

  it('come in German where the catalog knows them, a used link composed from its parts', async () => {
    await setLanguage('de');
    expect(shownMessage('Invalid email or password')).toBe(
      'E-Mail-Adresse oder Passwort ist falsch',
    );
    expect(shownMessage(USED)).toBe(
      'Bestätigung der E-Mail-Adresse fehlgeschlagen: Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet',
    );
    expect(shownMessage('Something new')).toBe('Something new');
  });

  it("say the server's common-password refusal in German too (server/src/services/validation.ts)", async () => {
    await setLanguage('de');
    expect(shownMessage(COMMON_PASSWORD)).toBe(
      'Dieses Passwort ist zu verbreitet und kommt in bekannten Datenlecks vor. Bitte wählen Sie ein anderes.',
    );
  });
});
