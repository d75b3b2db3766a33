import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Random URL-safe token of `bytes` random bytes (18 → 24 characters, 32 → 43). */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** Node's one-shot hash: every API request hashes its session cookie, and it costs half of createHash's. */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
