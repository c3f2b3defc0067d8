import { describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED,
  isTrustedOrigin,
  OAUTH_ERROR,
  OAUTH_SUCCESS,
  oauthErrorMessage,
  parseCallbackParams,
  postTargets,
} from './oauth.ts';

describe('OAuth callback params', () => {
  it('builds the success message with the defaults the spec gives', () => {
    const m = parseCallbackParams(
      '?access_token=A&refresh_token=R&expires_in=60&user_id=u1&email=a%40b.co&first_name=Ada&last_name=L&is_verified=true',
    );
    expect(m).toMatchObject({
      type: OAUTH_SUCCESS,
      tokens: {
        access_token: 'A',
        refresh_token: 'R',
        token_type: 'Bearer',
        expires_in: 60,
        refresh_in: 2592000,
      },
      user: {
        user_id: 'u1',
        email_address: 'a@b.co',
        first_name: 'Ada',
        is_verified: true,
        oauth_provider: 'google',
      },
    });
  });

  it('is_verified is true only for the string true', () => {
    const m = parseCallbackParams('?access_token=A&refresh_token=R&is_verified=1');
    expect(m.type === OAUTH_SUCCESS && m.user.is_verified).toBe(false);
  });

  it('the error param wins, with its description when present', () => {
    expect(parseCallbackParams('?access_token=A&refresh_token=R&error=access_denied')).toEqual({
      type: OAUTH_ERROR,
      error: 'access_denied',
    });
    expect(parseCallbackParams('?error=x&error_description=User%20cancelled')).toEqual({
      type: OAUTH_ERROR,
      error: 'User cancelled',
    });
  });

  it('needs both tokens', () => {
    expect(parseCallbackParams('?access_token=A')).toEqual({
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
  it('accepts its own origin, the API origin and local development, nothing else', () => {
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
  it('posts to its own origin, dev origins on port 3000 and production', () => {
    expect(postTargets(page, 'https://prod.example')).toEqual([
      page,
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://prod.example',
    ]);
  });
});
