import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASHING_NICENESS, hashPassword, verifyPassword } from '../../src/modules/auth/passwords.ts';

/** The nice value of every thread of this process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('passwords', () => {
  it('hashes with argon2id and the issue parameters, and verifies', async () => {
    const hashed = await hashPassword('pravo-geslo-1');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'pravo-geslo-1')).toBe(true);
    expect(await verifyPassword(hashed, 'napačno-geslo')).toBe(false);
  });

  it('answers false, without throwing, for an unknown user and for a damaged hash', async () => {
    expect(await verifyPassword(null, 'karkoli')).toBe(false);
    expect(await verifyPassword('to-ni-hash', 'karkoli')).toBe(false);
  });

  it.runIf(process.platform === 'linux')('hashes on a thread scheduled below the event loop', async () => {
    await hashPassword('geslo-za-niti');
    // The hashing thread stays alive for the next hash, with the priority it gave itself.
    const [main, ...others] = threadNiceness();
    expect(main).toBe(0);
    expect(others).toContain(HASHING_NICENESS);
  });
});
