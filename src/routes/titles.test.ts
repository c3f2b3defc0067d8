import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_PATHS } from '../../core/paths.ts';
import { setLanguage } from '../i18n/index.ts';
import { routeTitle } from './titles.ts';

describe('route titles', () => {
  it('gives every client route its own title', () => {
    const titles = CLIENT_PATHS.map(routeTitle);
    expect(new Set(titles).size).toBe(CLIENT_PATHS.length);
    expect(titles.every((t) => t.includes('Posture Coach'))).toBe(true);
  });
  it('follows the router: trailing slash and case do not matter; unknown paths are the 404', () => {
    expect(routeTitle('/Login/')).toBe(routeTitle('/login'));
    expect(routeTitle('/nope')).toBe('Page Not Found · Posture Coach');
  });
});

describe('route titles in German', () => {
  afterEach(() => setLanguage('en'));

  it('are translated where they are asked for, each its own, the product name kept', async () => {
    await setLanguage('de');
    const titles = CLIENT_PATHS.map(routeTitle);
    expect(new Set(titles).size).toBe(CLIENT_PATHS.length);
    expect(routeTitle('/login')).toBe('Anmelden · Posture Coach');
    expect(routeTitle('/nope')).toBe('Seite nicht gefunden · Posture Coach');
    await setLanguage('en');
    expect(routeTitle('/login')).toBe('Log In · Posture Coach');
  });
});
