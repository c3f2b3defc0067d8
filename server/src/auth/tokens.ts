import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TTL_S = 3600;
export const REFRESH_TTL_S = 2_592_000;
const AUDIENCE = 'posture-coach-api';

/** 32 random bytes, URL-safe: for refresh, verification and reset tokens. Only their SHA-256 is stored. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newId = (): string => randomUUID();

export interface AccessClaims {
  sub: string;
  /** the refresh-token family (one per sign-in), so logout can revoke exactly this sign-in */
  sid: string;
}

export function accessTokens(secret: string, issuer: string, now: () => number) {
  // Imported once: handing jose the raw bytes re-imports the key on every verify (~5% of the
  // server's CPU under the data-point load).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens that verified, until they expire: a client sends the same token for up to an hour, and
  // jose's WebCrypto verify was ~12 % of the server's CPU under the data-point load. Only tokens
  // this process saw pass every check get in; the expiry is still checked on every use, and the
  // sign-in family's liveness is checked by the caller on every request, uncached.
  const verified = new Map<string, AccessClaims & { expMs: number }>();
  const VERIFIED_MAX = 10_000;
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TTL_S)
        .sign(await key);
    },
    /** Pinned to HS256 and checks iss, aud and exp against the injected clock; null when invalid. */
    async verify(token: string): Promise<AccessClaims | null> {
      const hit = verified.get(token);
      if (hit) {
        if (now() < hit.expMs) return { sub: hit.sub, sid: hit.sid };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp === 'number') {
          // Oldest first out: a Map iterates in insertion order.
          if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
          verified.set(token, { sub: payload.sub, sid: payload.sid, expMs: payload.exp * 1000 });
        }
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
