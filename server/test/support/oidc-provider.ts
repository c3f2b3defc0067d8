// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider has no types; this brings ours into every TS project that compiles this file (server, and tooling via e2e-server.mjs)
/// <reference path="./oidc-provider-types.d.ts" />
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'posture-coach', secret: 'posture-coach-test-secret' };

/**
 * A real OpenID provider (oidc-provider, dev interactions on) on 127.0.0.1. Whatever login name is
 * typed becomes the account: "ada" -> ada@oidc.test; a name with "@" is the address itself; names
 * starting with "unverified" come back with email_verified false.
 */
export async function startOidcProvider(
  redirectUri: string,
  port = 0,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    async findAccount(_ctx: unknown, id: string) {
      const email = id.includes('@') ? id : `${id}@oidc.test`;
      const name = id.split('@')[0] ?? id;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email,
            email_verified: !id.startsWith('unverified'),
            given_name: name.charAt(0).toUpperCase() + name.slice(1),
            family_name: 'Tester',
            name: `${name} Tester`,
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A tiny cookie jar for driving the provider's pages with fetch, as a browser would. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    store(res: Response) {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        const name = pair!.slice(0, i).trim();
        const value = pair!.slice(i + 1).trim();
        if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    },
  };
}
