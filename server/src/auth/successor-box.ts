import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The reuse grace interval (server/README.md#security-and-behaviour) answers a just-rotated refresh
 * token with the successor the winner received. Only hashes are stored, so the successor is kept,
 * for the interval only, sealed with AES-256-GCM under a key derived from the *rotated token's
 * plaintext*: whoever presents that token can open it, nobody else can. The database holds
 * SHA-256(token), and the key is SHA-256 of a different input (a label plus the token), so a copy
 * of the database opens no box. The row's token hash is the additional data: a box moved to another
 * row does not open.
 */
const LABEL = 'posture-coach/refresh-successor/v1\0';
const keyOf = (token: string) => createHash('sha256').update(LABEL).update(token).digest();

export function sealSuccessor(successor: string, token: string, tokenHash: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  cipher.setAAD(Buffer.from(tokenHash));
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** The successor, or null when the box is malformed or was not sealed for this token and row. */
export function openSuccessor(box: string, token: string, tokenHash: string): string | null {
  const [iv, body, tag] = box.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), iv);
    decipher.setAAD(Buffer.from(tokenHash));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
