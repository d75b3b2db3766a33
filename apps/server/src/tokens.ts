import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Random URL-safe token of `bytes` random bytes (18 → 24 characters, 32 → 43). */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
