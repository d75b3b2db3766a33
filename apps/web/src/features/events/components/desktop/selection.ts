/*
 * Which event the carousel shows (spec §2): the one named by ?event= when it is among the
 * upcoming events or can be fetched by id; otherwise the first upcoming event, and the URL
 * becomes /dashboard (the dashboard says why: issue 18).
 */

/** `missing`: the server says there is no such event for this user; `failed`: it could not be asked. */
export type RequestedLookup = 'idle' | 'loading' | 'found' | 'missing' | 'failed';

export type CarouselSelection =
  /** Still waiting for the lists or the requested event. */
  | { kind: 'loading' }
  /** Nothing to show: the empty state. */
  | { kind: 'empty'; dropQuery: boolean }
  /** An upcoming event, at this index of the list. */
  | { kind: 'upcoming'; id: number; index: number; dropQuery: boolean }
  /** An event outside the upcoming list (past, or further away), fetched by id. */
  | { kind: 'other'; id: number };

export function resolveSelection(input: {
  upcomingIds: number[] | undefined;
  requestedId: number | null;
  lookup: RequestedLookup;
}): CarouselSelection {
  const { upcomingIds, requestedId, lookup } = input;
  if (requestedId) {
    const index = upcomingIds?.indexOf(requestedId) ?? -1;
    if (index >= 0) return { kind: 'upcoming', id: requestedId, index, dropQuery: false };
    // A failed lookup keeps the requested event, whose card offers to try again.
    if (lookup === 'found' || lookup === 'failed') return { kind: 'other', id: requestedId };
    if (lookup !== 'missing' || !upcomingIds) return { kind: 'loading' };
    return upcomingIds.length ? { kind: 'upcoming', id: upcomingIds[0], index: 0, dropQuery: true } : { kind: 'empty', dropQuery: true };
  }
  if (!upcomingIds) return { kind: 'loading' };
  return upcomingIds.length ? { kind: 'upcoming', id: upcomingIds[0], index: 0, dropQuery: false } : { kind: 'empty', dropQuery: false };
}

/** ?event= as a positive id, else null. */
export function parseEventParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** After a delete the selection moves to a neighbour: the next event, else the previous one, else none. */
export function neighbourAfterDelete(ids: number[], deletedId: number): number | null {
  const index = ids.indexOf(deletedId);
  if (index < 0) return ids[0] ?? null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}
