import type { Readable } from 'node:stream';
import { errors, type TProfile, type TUpdateProfileRequest } from '@zborovodja/contracts';
import { iso, type Clock } from '../../clock.ts';
import { AppError, conflict, forbidden } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import { IMAGE_UPLOAD, type FileStorage } from '../../storage/uploads.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { toProfile } from './profile.mapper.ts';
import type { ProfileRepository } from './profile.repository.ts';

export const PROFILE_IMAGE_AREA = 'profile-images';
const PROFILE_IMAGE_PREFIX = `/api/uploads/${PROFILE_IMAGE_AREA}/`;

export class ProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async get(actor: SessionUser): Promise<TProfile> {
    const found = await this.repo.findWithCommunities(actor.id);
    if (!found) throw new AppError(401, errors.unauthenticated);
    return toProfile(found.user, found.communities);
  }

  /**
   * Updates e-mail and display name. A new e-mail address must be verified again: the account is
   * marked unverified and a link goes to the new address. The photo is never set here (issue 19):
   * only uploadImage sets it and only removeImage clears it.
   */
  async update(actor: SessionUser, input: TUpdateProfileRequest): Promise<TProfile> {
    if (!can(actor, { type: 'profile.manage', userId: actor.id })) throw forbidden();
    const user = await this.users.findById(actor.id);
    if (!user) throw new AppError(401, errors.unauthenticated);
    const emailChanged = input.email !== user.email;
    if (emailChanged) {
      const other = await this.users.findByEmail(input.email);
      if (other && other.id !== user.id) throw conflict(errors.emailTaken, { email: errors.emailTaken });
    }
    await this.users.update(user.id, {
      email: input.email,
      display_name: input.display_name === undefined ? user.display_name : input.display_name || null,
      ...(emailChanged ? { email_verified: 0 } : {}),
      updated_at: iso(this.clock.now()),
    });
    if (emailChanged) await this.auth.sendVerification((await this.users.findById(user.id))!);
    return this.get(actor);
  }

  async uploadImage(actor: SessionUser, file: Readable): Promise<string> {
    if (!can(actor, { type: 'profile.image', userId: actor.id })) throw forbidden();
    const stored = await this.storage.save(file, { ...IMAGE_UPLOAD, area: PROFILE_IMAGE_AREA });
    const user = await this.users.findById(actor.id);
    const url = PROFILE_IMAGE_PREFIX + stored.name;
    await this.users.update(actor.id, { profile_image: url, updated_at: iso(this.clock.now()) });
    await this.removeOwnImage(actor.id, user?.profile_image ?? null);
    return url;
  }

  /** Whether the actor may load the profile photo stored as `name` (policy profile.image.view); false also when no profile shows it. */
  async canSeeImage(actor: SessionUser, name: string): Promise<boolean> {
    const ties = await this.repo.profileImageTies(PROFILE_IMAGE_PREFIX + name, actor.id);
    return ties !== undefined && can(actor, { type: 'profile.image.view', image: ties });
  }

  /** DELETE /profile/image: the owner removes their own photo (file and URL). */
  async removeImage(actor: SessionUser): Promise<TProfile> {
    if (!can(actor, { type: 'profile.image', userId: actor.id })) throw forbidden();
    const user = await this.users.findById(actor.id);
    if (!user) throw new AppError(401, errors.unauthenticated);
    if (user.profile_image !== null) {
      await this.users.update(actor.id, { profile_image: null, updated_at: iso(this.clock.now()) });
      await this.removeOwnImage(actor.id, user.profile_image);
    }
    return this.get(actor);
  }

  /**
   * Deletes the file behind the owner's previous photo. Only files we stored are deleted (an
   * external URL from before issue 19 is just forgotten), and never one another user still shows:
   * before issue 19 a member could point their profile at someone else's file.
   */
  private async removeOwnImage(ownerId: number, url: string | null): Promise<void> {
    if (!url?.startsWith(PROFILE_IMAGE_PREFIX)) return;
    if (await this.repo.profileImageUsedByOthers(url, ownerId)) return;
    await this.storage.remove(PROFILE_IMAGE_AREA, url.slice(PROFILE_IMAGE_PREFIX.length));
  }
}
