import { describe, expect, it } from 'vitest';
import type { TSongCollection } from '@zborovodja/contracts';
import {
  addableCollections, categoryColour, categoryOptions, defaultSort, defaultTargetScope, nextSort, scopeCommunityId, songsQuery,
} from '../src/features/songs/utils.ts';

describe('song list sort (spec §4)', () => {
  it('defaults to title ascending', () => {
    expect(defaultSort).toEqual({ sort: 'title', order: 'asc' });
  });
  it('toggles the direction when the same field is chosen again', () => {
    const once = nextSort(defaultSort, 'title');
    expect(once).toEqual({ sort: 'title', order: 'desc' });
    expect(nextSort(once, 'title')).toEqual({ sort: 'title', order: 'asc' });
  });
  it('starts a new field ascending', () => {
    expect(nextSort({ sort: 'title', order: 'desc' }, 'composer')).toEqual({ sort: 'composer', order: 'asc' });
    // 'Nazadnje peto' starts with the most recently sung (issue 22).
    expect(nextSort(defaultSort, 'last_sung')).toEqual({ sort: 'last_sung', order: 'desc' });
    expect(nextSort({ sort: 'last_sung', order: 'desc' }, 'last_sung')).toEqual({ sort: 'last_sung', order: 'asc' });
  });
});

describe('category badge colours (spec §3)', () => {
  it('gives every known category its own colour', () => {
    const known = ['Evharistična', 'Marijanska', 'Adventna', 'Postna', 'Otroška', 'Narodna', 'Krst', 'Poroka', 'Pogreb', 'Božična'];
    const colours = known.map((c) => categoryColour(c)?.background);
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(known.length);
  });
  it('matches without diacritics and case', () => {
    expect(categoryColour('bozicna')).toEqual(categoryColour('Božična'));
    expect(categoryColour(' EVHARISTICNA ')).toEqual(categoryColour('Evharistična'));
  });
  it('leaves other categories neutral', () => {
    expect(categoryColour('Splošno')).toBeNull();
    expect(categoryColour('Moja kategorija')).toBeNull();
    expect(categoryColour(null)).toBeNull();
  });
  it('offers the known categories, the default and the scope\'s own, sorted and unique', () => {
    const options = categoryOptions(['Zahvalna', 'Krst', ' ']);
    expect(options).toContain('Splošno');
    expect(options).toContain('Zahvalna');
    expect(options.filter((c) => c === 'Krst')).toHaveLength(1);
    expect(options).not.toContain(' ');
    expect([...options].sort((a, b) => a.localeCompare(b, 'sl'))).toEqual(options);
  });
});

describe('songs query', () => {
  const base = { search: '', category: '', sort: 'title', order: 'asc', page: 1, perPage: 50 } as const;
  it('asks for personal songs with user_only', () => {
    expect(songsQuery({ ...base, scope: 'user' })).toMatchObject({ user_only: 'true', sort: 'title', order: 'asc', page: 1, per_page: 50 });
  });
  it('asks for a community with community_id and leaves empty filters out', () => {
    const q = songsQuery({ ...base, scope: 'community:7', search: '  ', category: '' });
    expect(q.community_id).toBe(7);
    expect(q.user_only).toBeUndefined();
    expect(q.search).toBeUndefined();
    expect(q.category).toBeUndefined();
  });
  it('passes search and category', () => {
    expect(songsQuery({ ...base, scope: 'user', search: ' Ave ', category: 'Marijanska' })).toMatchObject({ search: 'Ave', category: 'Marijanska' });
  });
  it('reads the community of a scope', () => {
    expect(scopeCommunityId('user')).toBeNull();
    expect(scopeCommunityId('community:12')).toBe(12);
  });
});

describe('where a new song goes', () => {
  const collections: TSongCollection[] = [
    { id: 'user', owner_type: 'user', owner_id: 1, name: 'Moje', song_count: 2, can_add: true, can_import: true, chord_notation: 'german' },
    { id: 'community:3', owner_type: 'community', owner_id: 3, name: 'Zbor', song_count: 5, can_add: true, can_import: true, chord_notation: 'german' },
    { id: 'community:4', owner_type: 'community', owner_id: 4, name: 'Drugi', song_count: 1, can_add: false, can_import: false, chord_notation: 'german' },
  ];
  it('offers personal and the communities that allow adding', () => {
    expect(addableCollections(collections).map((c) => c.id)).toEqual(['user', 'community:3']);
  });
  it('defaults to the collection on screen only when it allows adding', () => {
    expect(defaultTargetScope('community:3', collections)).toBe('community:3');
    expect(defaultTargetScope('community:4', collections)).toBe('user');
    expect(defaultTargetScope('user', collections)).toBe('user');
  });
});
