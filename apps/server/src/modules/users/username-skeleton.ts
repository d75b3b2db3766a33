import unhomoglyph from 'unhomoglyph';
import { errors } from '@zborovodja/contracts';
import { conflict, type AppError } from '../../domain/errors.ts';

/**
 * The confusable skeleton of a username (Unicode TR 39, section 4): NFD, every character mapped
 * by the Unicode confusables table (the `unhomoglyph` package, generated from confusables.txt),
 * NFD again. Usernames are compared without case, so the name is NFKC-normalised and lower-cased
 * first. Two names with the same skeleton look alike: `zborovodjа` (Cyrillic а) and `zborovodja`,
 * `admіn` (Cyrillic і) and `admin`, `Ana1` and `anal`.
 */
export function usernameSkeleton(username: string): string {
  return unhomoglyph(username.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD');
}

/**
 * The 409 for a username another user has (in any case) or one that looks like it; null when
 * `found` (UsersRepository.findSameOrLookalike) is none. Usernames are public, so saying that one
 * is taken reveals nothing (docs/decisions.md).
 */
export function usernameConflict(found: { username: string } | undefined, username: string): AppError | null {
  if (!found) return null;
  const message = found.username.toLowerCase() === username.toLowerCase() ? errors.usernameTaken : errors.usernameLookalike;
  return conflict(message, { username: message });
}
