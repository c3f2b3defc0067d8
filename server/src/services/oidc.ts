import * as oidc from 'openid-client';
import type { Config } from '../config.ts';

/**
 * OpenID Connect relying party (openid-client 6): discovery is lazy and retried after a failure,
 * so the server starts even when the issuer is unreachable. Plain-http issuers are allowed only
 * because tests and development run a local provider (oidc-provider).
 */
export function oidcClient(cfg: Config['oidc']) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const insecure = cfg.issuer.startsWith('http://');
  const isGoogle = /(^|\.)accounts\.google\.com$/.test(new URL(cfg.issuer).hostname);

  function configuration(): Promise<oidc.Configuration> {
    if (!cfg.clientId) return Promise.reject(new Error('OIDC_CLIENT_ID is not set'));
    discovered ??= oidc
      .discovery(
        new URL(cfg.issuer),
        cfg.clientId,
        cfg.clientSecret ?? undefined,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  return {
    configured: () => cfg.clientId !== null,
    async authorizationUrl(
      redirectUri: string,
      state: string,
      nonce: string,
      verifier: string,
    ): Promise<URL> {
      const config = await configuration();
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      };
      // docs/api.md#calls: offline access and the account chooser, in Google's own parameters.
      if (isGoogle) Object.assign(params, { access_type: 'offline', prompt: 'select_account' });
      return oidc.buildAuthorizationUrl(config, params);
    },
    /** Exchanges the code (PKCE, state and nonce checked by openid-client) and returns the ID token claims. */
    async exchange(currentUrl: URL, expected: { state: string; nonce: string; verifier: string }) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: expected.verifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      // Providers that keep the ID token minimal (conformIdTokenClaims) serve e-mail and names from userinfo.
      if (typeof claims.email !== 'string') {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return {
          ...info,
          ...claims,
          email: info.email,
          email_verified: info.email_verified,
          given_name: info.given_name,
          family_name: info.family_name,
          name: info.name,
        };
      }
      return claims;
    },
  };
}
export const { randomState, randomNonce, randomPKCECodeVerifier } = oidc;
