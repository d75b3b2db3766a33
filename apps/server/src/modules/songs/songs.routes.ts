import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errors,
  practiceErrors,
  practiceSuccess,
  songLimits,
  success,
  withMessage,
  ZIdParam,
  ZMessageResponse,
  ZPracticeFileParams,
  ZPracticeFileRequest,
  ZPracticeTrackVoice,
  ZSong,
  ZSongCollection,
  ZSongRequest,
  ZSongsQuery,
  ZSongsResponse,
} from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../domain/errors.ts';
import { rangedFileResponses, sendRangedFile, singleFile, textField, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import type { ZodApp } from '../../http/schemas.ts';
import { PART_FILE_AREA, PRACTICE_FILE_AREA } from './songs.service.ts';
import { songbookTransferRoutes } from './songbook-transfer.routes.ts';

const ZCollectionsQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
  user_only: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
});
const ZDownloadQuery = z.object({ download: z.enum(['true', 'false', '1', '0']).optional() });

const ZSongMessage = withMessage('song', ZSong);

export async function songsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const songs = ctx.services.songs;

  app.get('/songs', { schema: { summary: 'Pesmarica: iskanje in filtri', querystring: ZSongsQuery, response: { 200: ZSongsResponse } } }, async (request) =>
    songs.list(requireUser(request), request.query),
  );

  app.get(
    '/song-collections',
    { schema: { summary: 'Zbirke pesmi (osebna in skupnosti)', querystring: ZCollectionsQuery, response: { 200: z.object({ collections: z.array(ZSongCollection) }) } } },
    async (request) => ({ collections: await songs.collections(requireUser(request), request.query) }),
  );

  app.get('/songs/:id', { schema: { summary: 'Ena pesem', params: ZIdParam, response: { 200: ZSong } } }, async (request) => songs.get(requireUser(request), request.params.id));

  app.post('/songs', { schema: { summary: 'Dodaj pesem', body: ZSongRequest, response: { 201: ZSongMessage } } }, async (request, reply) => {
    const song = await songs.create(requireUser(request), request.body);
    return reply.status(201).send({ message: success.songCreated, song });
  });

  app.put('/songs/:id', { schema: { summary: 'Uredi pesem', params: ZIdParam, body: ZSongRequest, response: { 200: ZSongMessage } } }, async (request) => {
    const { id } = request.params;
    return { message: success.songUpdated, song: await songs.update(requireUser(request), id, request.body) };
  });

  app.delete('/songs/:id', { schema: { summary: 'Izbriši pesem', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    await songs.delete(requireUser(request), request.params.id);
    return { message: success.songDeleted };
  });

  partFileRoutes(app, ctx);
  songbookTransferRoutes(app, ctx);
  practiceFileRoutes(app, ctx);
}

/** The song's sheet music: upload, removal, and the file itself. */
function partFileRoutes(app: ZodApp, ctx: AppContext) {
  const songs = ctx.services.songs;
  uploadRoute(app, '/songs/:id/upload-part', { summary: 'Naloži notni zapis (PDF ali slika)', field: 'file', params: ZIdParam, response: { 200: ZSongMessage } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const file = await singleFile(request, 'file', songLimits.partFileBytes, errors.partFileMissing);
    return { message: success.partFileUploaded, song: await songs.uploadPart(user, id, file.file, file.filename) };
  });

  app.delete('/songs/:id/part-file', { schema: { summary: 'Odstrani notni zapis', params: ZIdParam, response: { 200: ZSongMessage } } }, async (request) => {
    const { id } = request.params;
    return { message: success.partFileDeleted, song: await songs.deletePart(requireUser(request), id) };
  });

  app.get(
    '/songs/:id/part-file',
    { schema: { summary: 'Notni zapis (v brskalniku ali za prenos, z Range in ETag)', params: ZIdParam, querystring: ZDownloadQuery, response: rangedFileResponses } },
    async (request, reply) => {
      const { download } = request.query;
      const part = await songs.partFile(requireUser(request), request.params.id);
      return sendRangedFile(request, reply, ctx.storage, PART_FILE_AREA, part, download === 'true' || download === '1', errors.partFileNotFound);
    },
  );
}

/** Files to practise with (issue 59): a score, a MIDI file, audio tracks; the leader's voice corrections. */
function practiceFileRoutes(app: ZodApp, ctx: AppContext) {
  const songs = ctx.services.songs;
  uploadRoute(
    app,
    '/songs/:id/practice-files',
    {
      summary: 'Naloži datoteko za vajo (MusicXML, MIDI ali posnetek)',
      description: 'Posnetku lahko pred datoteko pošljete glas (`voice`); brez njega je posnetek za vse glasove.',
      field: 'file',
      textFields: { voice: ZPracticeTrackVoice.optional() },
      params: ZIdParam,
      response: { 201: ZSongMessage },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await singleFile(request, 'file', songLimits.partFileBytes, errors.partFileMissing);
      const rawVoice = textField(file, 'voice');
      const voice = rawVoice === undefined || rawVoice === '' ? undefined : ZPracticeTrackVoice.safeParse(rawVoice);
      if (voice && !voice.success) throw badRequest(practiceErrors.voiceInvalid);
      const song = await songs.uploadPractice(user, request.params.id, file.file, file.filename, voice?.data);
      return reply.status(201).send({ message: practiceSuccess.uploaded, song });
    },
  );

  app.put(
    '/songs/:id/practice-files/:fileId',
    { schema: { summary: 'Glas posnetka ali popravek glasov notnega zapisa', params: ZPracticeFileParams, body: ZPracticeFileRequest, response: { 200: ZSongMessage } } },
    async (request) => {
      const { id, fileId } = request.params;
      return { message: practiceSuccess.voicesSaved, song: await songs.updatePractice(requireUser(request), id, fileId, request.body) };
    },
  );

  app.delete(
    '/songs/:id/practice-files/:fileId',
    { schema: { summary: 'Odstrani datoteko za vajo', params: ZPracticeFileParams, response: { 200: ZSongMessage } } },
    async (request) => {
      const { id, fileId } = request.params;
      return { message: practiceSuccess.deleted, song: await songs.deletePractice(requireUser(request), id, fileId) };
    },
  );

  app.get(
    '/songs/:id/practice-files/:fileId',
    { schema: { summary: 'Datoteka za vajo (z Range in ETag)', params: ZPracticeFileParams, querystring: ZDownloadQuery, response: rangedFileResponses } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { download } = request.query;
      const file = await songs.practiceFile(requireUser(request), id, fileId);
      return sendRangedFile(request, reply, ctx.storage, PRACTICE_FILE_AREA, file, download === 'true' || download === '1', practiceErrors.fileNotFound);
    },
  );
}
