import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALREADY_REGISTERED,
  isTrustedOrigin,
  OAUTH_CODE,
  OAUTH_ERROR,
  OAUTH_SUCCESS,
  oauthErrorMessage,
  parseCallbackParams,
  postTargets,
  successMessage,
} from './oauth.ts';

describe('OAuth callback params', () => {
  it('carries the one-time code, never tokens from the URL (docs/api.md#authentication)', () => {
    expect(parseCallbackParams('?code=C1&mode=login')).toEqual({ type: OAUTH_CODE, code: 'C1' });
    expect(parseCallbackParams('?access_token=A&refresh_token=R')).toEqual({
      type: OAUTH_ERROR,
      error: 'Missing authentication tokens from backend',
    });
  });

  it('the redeemed sign-in becomes the success message with its binding', () => {
    const user = {
      user_id: 'u1',
      email_address: 'a@b.co',
      email: 'a@b.co',
      first_name: 'Ada',
      last_name: 'L',
      is_verified: true,
      oauth_provider: 'google',
      CreatedAt: '2026-01-01T00:00:00.000Z',
    };
    const tokens = {
      access_token: 'A',
      refresh_token: 'R',
      token_type: 'Bearer' as const,
      expires_in: 60,
      refresh_in: 90,
    };
    expect(successMessage({ ...tokens, user }, 'v')).toEqual({
      type: OAUTH_SUCCESS,
      tokens,
      user,
      binding: 'v',
    });
  });

  it('the error param wins, with its description when present', () => {
    expect(parseCallbackParams('?code=C&error=access_denied')).toEqual({
      type: OAUTH_ERROR,
      error: 'access_denied',
    });
    expect(parseCallbackParams('?error=x&error_description=User%20cancelled')).toEqual({
      type: OAUTH_ERROR,
      error: 'User cancelled',
    });
  });

  it('needs the code', () => {
    expect(parseCallbackParams('?mode=login')).toEqual({
      type: OAUTH_ERROR,
      error: 'Missing authentication tokens from backend',
    });
  });

  it('maps the already-registered case and the empty error', () => {
    expect(oauthErrorMessage('signup_required')).toBe(ALREADY_REGISTERED);
    expect(oauthErrorMessage(undefined)).toBe('OAuth authentication failed');
    expect(oauthErrorMessage('Something else')).toBe('Something else');
  });
});

describe('postMessage origin rules', () => {
  const page = 'https://posture.example';
  it('accepts its own origin, the API origin and (dev build) local development, nothing else', () => {
    expect(isTrustedOrigin(page, page, '/api')).toBe(true);
    expect(
      isTrustedOrigin('https://api.posture.example', page, 'https://api.posture.example/v1'),
    ).toBe(true);
    expect(isTrustedOrigin('http://localhost:3000', page, '/api')).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:5173', page, '/api')).toBe(true);
    expect(isTrustedOrigin('https://evil.example', page, '/api')).toBe(false);
    // Another local port (say, the identity provider's) is not a development origin of ours.
    expect(isTrustedOrigin('http://127.0.0.1:3125', page, '/api')).toBe(false);
    expect(isTrustedOrigin('https://localhost.evil.example', page, '/api')).toBe(false);
    expect(isTrustedOrigin('null', page, '/api')).toBe(false);
  });
  it('posts to its own origin, (dev build) dev origins on port 3000 and production', () => {
    expect(postTargets(page, 'https://prod.example')).toEqual([
      page,
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://prod.example',
    ]);
  });
});

describe('a production build (import.meta.env.DEV false)', () => {
  const page = 'https://posture.example';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  it('neither posts tokens to nor trusts local development origins', async () => {
    vi.stubEnv('DEV', false);
    vi.resetModules();
    const prod = await import('./oauth.ts');
    expect(prod.postTargets(page, 'https://prod.example')).toEqual([page, 'https://prod.example']);
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ])
      expect(prod.isTrustedOrigin(local, page, '/api')).toBe(false);
    expect(prod.isTrustedOrigin(page, page, '/api')).toBe(true);
  });
});
