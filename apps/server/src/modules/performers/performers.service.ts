import type { Readable } from 'node:stream';
import { errors, type TPerformer } from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../domain/errors.ts';
import { can } from '../../policy.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { IMAGE_UPLOAD, type FileStorage } from '../../storage/uploads.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { PerformersRepository } from './performers.repository.ts';

export const PERFORMER_IMAGE_AREA = 'performer-images';
const IMAGE_PREFIX = `/api/uploads/${PERFORMER_IMAGE_AREA}/`;

type Row = NonNullable<Awaited<ReturnType<PerformersRepository['find']>>>;

const toPerformer = (r: Row): TPerformer => ({
  id: r.id,
  name: r.name,
  description: r.description,
  community_id: r.community_id,
  community_name: r.community_name,
  image_url: r.image_url,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

interface PerformerInput {
  name: string;
  description?: string | null;
  image_url?: string | null;
}

/** Performers of a community: members read, community admins (and global admins) write. */
export class PerformersService {
  private readonly repo: PerformersRepository;

  constructor(
    db: Kysely<DB>,
    private readonly communities: CommunitiesService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {
    this.repo = new PerformersRepository(db);
  }

  async list(actor: SessionUser, communityId: number): Promise<TPerformer[]> {
    await this.communities.authorize(actor, communityId, 'community.members');
    return (await this.repo.list(communityId)).map(toPerformer);
  }

  /** Every community's performers (the admin console; global admins only). */
  async listAll(actor: SessionUser): Promise<TPerformer[]> {
    if (!can(actor, { type: 'admin.console' })) throw forbidden(errors.adminOnly);
    return (await this.repo.listAll()).map(toPerformer);
  }

  /** The community a performer belongs to (404 when there is no such performer). */
  async communityOf(id: number): Promise<number> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(errors.performerNotFound);
    return row.community_id;
  }

  /** Moves a performer to another community; the actor must manage both. */
  async move(actor: SessionUser, communityId: number, id: number, toCommunityId: number): Promise<void> {
    await this.writable(actor, communityId, id);
    await this.communities.authorize(actor, toCommunityId, 'community.manage', errors.notCommunityAdmin);
    await this.repo.update(id, { community_id: toCommunityId, updated_at: iso(this.clock.now()) });
  }

  async create(actor: SessionUser, communityId: number, input: PerformerInput): Promise<TPerformer> {
    await this.communities.authorize(actor, communityId, 'community.manage', errors.notCommunityAdmin);
    const now = iso(this.clock.now());
    const id = await this.repo.insert({
      community_id: communityId,
      name: input.name,
      description: input.description || null,
      image_url: null,
      created_at: now,
      updated_at: now,
    });
    return toPerformer((await this.repo.find(communityId, id))!);
  }

  /** image_url may only stay as it is, be cleared, or set to an image of this performer's own upload. */
  async update(actor: SessionUser, communityId: number, id: number, input: PerformerInput): Promise<TPerformer> {
    const current = await this.writable(actor, communityId, id);
    let image = current.image_url;
    if (input.image_url !== undefined && input.image_url !== current.image_url) {
      if (input.image_url) throw badRequest(errors.performerImageUrlInvalid, { image_url: errors.performerImageUrlInvalid });
      image = null;
    }
    await this.repo.update(id, { name: input.name, description: input.description || null, image_url: image, updated_at: iso(this.clock.now()) });
    if (image !== current.image_url) await this.removeImage(current.image_url);
    return toPerformer((await this.repo.find(communityId, id))!);
  }

  async delete(actor: SessionUser, communityId: number, id: number): Promise<void> {
    const current = await this.writable(actor, communityId, id);
    await this.repo.delete(id);
    await this.removeImage(current.image_url);
  }

  async uploadImage(actor: SessionUser, communityId: number, id: number, file: Readable): Promise<string> {
    const current = await this.writable(actor, communityId, id);
    const stored = await this.storage.save(file, { ...IMAGE_UPLOAD, area: PERFORMER_IMAGE_AREA });
    const url = IMAGE_PREFIX + stored.name;
    await this.repo.update(id, { image_url: url, updated_at: iso(this.clock.now()) });
    await this.removeImage(current.image_url);
    return url;
  }

  /** An image is served to those who may see its performer's community members. */
  async canSeeImage(actor: SessionUser, name: string): Promise<boolean> {
    const performer = await this.repo.findByImage(IMAGE_PREFIX + name);
    if (!performer) return false;
    await this.communities.authorize(actor, performer.community_id, 'community.members');
    return true;
  }

  private async writable(actor: SessionUser, communityId: number, id: number): Promise<Row> {
    await this.communities.authorize(actor, communityId, 'community.manage', errors.notCommunityAdmin);
    const row = await this.repo.find(communityId, id);
    if (!row) throw notFound(errors.performerNotFound);
    return row;
  }

  private async removeImage(url: string | null): Promise<void> {
    if (url?.startsWith(IMAGE_PREFIX)) await this.storage.remove(PERFORMER_IMAGE_AREA, url.slice(IMAGE_PREFIX.length));
  }
}
