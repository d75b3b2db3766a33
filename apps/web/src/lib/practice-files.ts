import type { TSong } from '@zborovodja/contracts';
import { apiUrl } from './api-client.ts';

/*
 * A song's practice files (issue 59): where they are served, and whether a song has something to
 * practise with. Shared because the songbook, the music stand, the practice view and the offline
 * copy all need them.
 */

/** GET /api/songs/{id}/practice-files/{fileId}. */
export const practiceFileUrl = (songId: number, fileId: number) => apiUrl(`/songs/${songId}/practice-files/${fileId}`);

/** Whether "Vadi svoj glas" has anything to play: a score, a MIDI file or a recording. */
export const canPractise = (song: Pick<TSong, 'practice_files'> | null | undefined): boolean => !!song?.practice_files.length;
