import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum (m=19 MiB, t=2, p=1). Argon2id is 2 in the library's const enum. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per available core at a time. Each argon2 run walks 19 MiB; running more at
 * once than there are cores only thrashes the caches (measured: 11 ms alone, 16 ms each when 40
 * run together on one core) and starves every other request during a login flood.
 */
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password, OPTIONS));

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still runs a verification against a
 * dummy hash, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(stored, password));
  } catch {
    return false;
  }
}
