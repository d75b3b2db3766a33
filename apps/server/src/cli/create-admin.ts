import { ZEmail, ZUsername } from '@zborovodja/contracts';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';

const ZArgs = z.object({
  username: ZUsername,
  email: ZEmail,
  password: z.string({ error: 'Manjka --password' }).min(8, 'Geslo mora vsebovati vsaj 8 znakov.'),
});

/** Creates a verified, approved global admin. An existing username or e-mail is an error, never a duplicate. */
export async function createAdminCommand(database: Database, args: Record<string, string | undefined>): Promise<number> {
  const parsed = ZArgs.safeParse(args);
  if (!parsed.success) {
    console.error(`Napaka: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return 1;
  }
  const { username, email, password } = parsed.data;
  const users = new UsersRepository(database);
  if (await users.findByUsername(username)) {
    console.error(`Napaka: uporabnik "${username}" že obstaja.`);
    return 1;
  }
  if (await users.findByEmail(email)) {
    console.error(`Napaka: e-poštni naslov ${email} je že v uporabi.`);
    return 1;
  }
  const id = await users.insert({
    username,
    email,
    password_hash: await hashPassword(password),
    role: 'global_admin',
    email_verified: 1,
    is_approved: 1,
  });
  console.log(`Globalni skrbnik "${username}" je ustvarjen (id ${id}).`);
  return 0;
}
