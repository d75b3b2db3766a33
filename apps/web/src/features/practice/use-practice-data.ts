import { useQuery } from '@tanstack/react-query';
import type { TPracticeFile, TPracticeTrackVoice, TSong } from '@zborovodja/contracts';
import { foldSemitones } from '@/components/song-lyrics/chords/detect.ts';
import { parseKey } from '@/components/song-lyrics/chords/notation.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCommunity } from '@/lib/communities.ts';
import { useEvent, useSetlist } from '@/lib/events.ts';
import { practiceFileUrl } from '@/lib/practice-files.ts';
import { songQueryOptions } from '@/lib/songs.ts';
import { parseMidi } from './model/midi.ts';
import { parseMusicXml } from './model/musicxml.ts';
import { unzipMxl } from './model/mxl.ts';
import type { PracticeScore } from './model/score.ts';

export interface LoadedPractice {
  /** The score file, or null for recordings only. */
  file: TPracticeFile | null;
  /** MusicXML text to engrave (null for a MIDI file or recordings only). */
  xml: string | null;
  score: PracticeScore | null;
  tracks: { voice: TPracticeTrackVoice; blob: Blob; name: string }[];
}

/** A practice file's bytes, read whole with the session cookie (the offline copy keeps them so). */
async function bytesOf(songId: number, file: TPracticeFile): Promise<ArrayBuffer> {
  const response = await fetch(practiceFileUrl(songId, file.id), { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return response.arrayBuffer();
}

export async function loadPractice(song: TSong): Promise<LoadedPractice> {
  const file = song.practice_files.find((f) => f.kind !== 'audio') ?? null;
  let xml: string | null = null;
  let score: PracticeScore | null = null;
  if (file) {
    const bytes = await bytesOf(song.id, file);
    if (file.kind === 'midi') score = parseMidi(bytes);
    else {
      xml = file.type === 'mxl' ? await unzipMxl(bytes) : new TextDecoder().decode(bytes);
      score = parseMusicXml(xml);
    }
  }
  const tracks = await Promise.all(
    song.practice_files
      .filter((f) => f.kind === 'audio')
      .map(async (f) => ({ voice: f.voice ?? 'all', name: f.name, blob: new Blob([await bytesOf(song.id, f)], { type: `audio/${f.type === 'mp3' ? 'mpeg' : f.type === 'm4a' ? 'mp4' : 'ogg'}` }) })),
  );
  return { file, xml, score, tracks };
}

/**
 * The song, its practice files read and parsed, the member's voice part in the song's community
 * (or the event's, for a personal song sung there) and, from an event, the semitones between the
 * song's key and the key the setlist sings it in.
 */
export function usePracticeData(songId: number, eventId: number | null) {
  const song = useQuery({ ...songQueryOptions(songId), enabled: songId > 0 });
  const event = useEvent(eventId);
  const setlist = useSetlist(event.data?.setlist_id);
  const community = useCommunity(song.data?.community_id ?? event.data?.community_id ?? 0);
  const files = song.data?.practice_files ?? [];
  const loaded = useQuery({
    queryKey: ['practice', songId, files.map((f) => `${f.id}:${f.voice}`).join(',')],
    queryFn: () => loadPractice(song.data!),
    enabled: files.length > 0,
    // Parsed bytes and blobs: read again when the page is opened again, never kept in the background.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const entry = setlist.data?.songs.find((s) => s.song_id === songId);
  const notation = song.data?.chord_notation ?? 'german';
  const from = parseKey(song.data?.key, notation);
  const to = parseKey(entry?.item_key, notation);
  return {
    song,
    loaded,
    myVoicePart: community.data?.my_voice_part ?? null,
    communityPending: community.isPending && community.fetchStatus !== 'idle',
    transpose: from && to ? foldSemitones(to.pc - from.pc) : 0,
  };
}
