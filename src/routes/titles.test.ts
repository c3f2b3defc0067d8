import { describe, expect, it } from 'vitest';
import { CLIENT_PATHS } from '../../core/paths.ts';
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
