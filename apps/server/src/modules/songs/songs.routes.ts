import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import send from '@fastify/send';
import path from 'node:path';
import {
  errors,
  songLimits,
  success,
  withMessage,
  ZIdParam,
  ZMessageResponse,
  ZSong,
  ZSongCollection,
  ZSongRequest,
  ZSongsQuery,
  ZSongsResponse,
} from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { contentDisposition, fileResponses, sendFromDatabase, singleFile, uploadRoute } from '../../http/files.ts';
import { usePageHeaders } from '../../http/security-headers.ts';
import { requireUser } from '../../http/guards.ts';
import type { ZodApp } from '../../http/schemas.ts';
import { mimeTypes, type FileKind } from '../../storage/file-types.ts';
import { PART_FILE_AREA } from './songs.service.ts';
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

  /** Streams the sheet music with Range and ETag support, inline or as a download. */
  const partFileResponses = {
    ...fileResponses,
    206: { description: 'Del datoteke (glava Range)', content: { 'application/octet-stream': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } },
  };
  app.get(
    '/songs/:id/part-file',
    { schema: { summary: 'Notni zapis (v brskalniku ali za prenos, z Range in ETag)', params: ZIdParam, querystring: ZDownloadQuery, response: partFileResponses } },
    async (request, reply) => {
      const { id } = request.params;
      const { download } = request.query;
      const part = await songs.partFile(requireUser(request), id);
      const attachment = download === 'true' || download === '1';
      const disposition = contentDisposition(attachment ? 'attachment' : 'inline', part.name);
      const type = mimeTypes[part.type as FileKind] ?? 'application/octet-stream';
      if (ctx.storage.kind === 'database') {
        return sendFromDatabase(reply, ctx.storage, PART_FILE_AREA, part.stored, type, disposition);
      }
      const file = ctx.storage.pathOf(PART_FILE_AREA, part.stored);
      if (!file) throw notFound(errors.partFileNotFound);
      const result = await send(request.raw, encodeURIComponent(path.basename(file)), {
        root: path.dirname(file),
        acceptRanges: true,
        etag: true,
        lastModified: true,
        cacheControl: false,
        contentType: false,
        dotfiles: 'deny',
        // Large reads: a 10 MB score goes out in ten reads instead of 160.
        highWaterMark: 1024 * 1024,
      });
      usePageHeaders(reply);
      return reply
        .status(result.statusCode)
        .headers(result.headers)
        .header('Content-Type', type)
        .header('Content-Disposition', disposition)
        .header('Cache-Control', 'private, no-cache')
        .send(result.stream);
    },
  );
}
