import { DEFAULT_SONG_CATEGORY, knownSongCategories, type TSongCollection } from '@zborovodja/contracts';

export type SongSortField = 'title' | 'composer' | 'category' | 'key' | 'last_sung';
export type SortOrder = 'asc' | 'desc';
export interface SongSort {
  sort: SongSortField;
  order: SortOrder;
}

/** Spec §4: default title ascending. */
export const defaultSort: SongSort = { sort: 'title', order: 'asc' };

/**
 * Choosing the same field again toggles the direction; a new field starts ascending (spec §4),
 * 'Nazadnje peto' descending: the most recently sung first (issue 22).
 */
export function nextSort(current: SongSort, field: SongSortField): SongSort {
  if (current.sort === field) return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: field === 'last_sung' ? 'desc' : 'asc' };
}

/** Whose songs are listed: the personal collection ("user") or a community's ("community:<id>"). */
export type SongScope = 'user' | `community:${number}`;
export const PERSONAL_SCOPE: SongScope = 'user';

export const communityScope = (communityId: number): SongScope => `community:${communityId}`;

export function scopeCommunityId(scope: SongScope): number | null {
  const match = /^community:(\d+)$/.exec(scope);
  return match ? Number(match[1]) : null;
}

export interface SongsListParams extends SongSort {
  scope: SongScope;
  search: string;
  /** '' is "Vse" (no filter). */
  category: string;
  page: number;
  perPage: number;
}

/** The query string of GET /songs for a list state (empty filters are left out). */
export function songsQuery(p: SongsListParams): Record<string, string | number | undefined> {
  const communityId = scopeCommunityId(p.scope);
  return {
    ...(communityId === null ? { user_only: 'true' } : { community_id: communityId }),
    search: p.search.trim() || undefined,
    category: p.category || undefined,
    sort: p.sort,
    order: p.order,
    page: p.page,
    per_page: p.perPage,
  };
}

/** The category filter's options: what the scope has plus the known ones, sorted; "Vse" comes separately. */
export function categoryOptions(fromServer: readonly string[] = []): string[] {
  const all = new Set<string>([DEFAULT_SONG_CATEGORY, ...knownSongCategories, ...fromServer.filter((c) => c.trim())]);
  return [...all].sort((a, b) => a.localeCompare(b, 'sl'));
}

/** For comparing category names typed with or without diacritics ("Bozicna" is "Božična"). */
export const foldCategory = (value: string) =>
  value.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

export interface BadgeColour {
  background: string;
  color: string;
}

/** Badge colours of the known categories (spec §3); every other category is neutral (null). */
const colours: Record<string, BadgeColour> = {
  evharisticna: { background: '#f2c14e', color: '#3d2e00' },
  marijanska: { background: '#5fb3e6', color: '#0b2a3d' },
  adventna: { background: '#3f63c9', color: '#fff' },
  postna: { background: '#6f42c1', color: '#fff' },
  otroska: { background: '#fd9a45', color: '#3d1f00' },
  narodna: { background: '#2e8b57', color: '#fff' },
  krst: { background: '#20c9a6', color: '#05332a' },
  poroka: { background: '#d63384', color: '#fff' },
  pogreb: { background: '#343a40', color: '#fff' },
  bozicna: { background: '#c8323c', color: '#fff' },
};

export function categoryColour(category: string | null | undefined): BadgeColour | null {
  return colours[foldCategory(category ?? '')] ?? null;
}

/** Where a new song may go: the personal collection and the communities whose collection allows adding. */
export function addableCollections(collections: TSongCollection[]): TSongCollection[] {
  return collections.filter((c) => c.owner_type === 'user' || c.can_add);
}

/** The collection a new song goes to by default: the one on screen when it allows adding, else personal. */
export function defaultTargetScope(scope: SongScope, collections: TSongCollection[]): SongScope {
  const communityId = scopeCommunityId(scope);
  if (communityId === null) return PERSONAL_SCOPE;
  const current = collections.find((c) => c.owner_type === 'community' && c.owner_id === communityId);
  return current?.can_add ? scope : PERSONAL_SCOPE;
}

/** A collection's scope key. */
export const collectionScope = (c: TSongCollection): SongScope =>
  c.owner_type === 'user' ? PERSONAL_SCOPE : communityScope(c.owner_id);
