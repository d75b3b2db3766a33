import type { FastifyInstance } from 'fastify';
import send from '@fastify/send';
import path from 'node:path';
import { errors, songLimits, success, ZIdParam, ZSongRequest, ZSongsQuery } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
import { contentDisposition, sendFromDatabase, singleFile, uploadRoute } from '../../http/files.ts';
import { usePageHeaders } from '../../http/security-headers.ts';
import { requireUser } from '../../http/guards.ts';
import { mimeTypes, type FileKind } from '../../storage/file-types.ts';
import { PART_FILE_AREA } from './songs.service.ts';

const ZCollectionsQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
  user_only: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
});
const ZDownloadQuery = z.object({ download: z.enum(['true', 'false', '1', '0']).optional() });

export async function songsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const songs = ctx.services.songs;

  app.get('/songs', async (request) => songs.list(requireUser(request), parse(ZSongsQuery, request.query)));

  app.get('/song-collections', async (request) => ({
    collections: await songs.collections(requireUser(request), parse(ZCollectionsQuery, request.query)),
  }));

  app.get('/songs/:id', async (request) => songs.get(requireUser(request), parse(ZIdParam, request.params).id));

  app.post('/songs', async (request, reply) => {
    const song = await songs.create(requireUser(request), parse(ZSongRequest, request.body));
    return reply.status(201).send({ message: success.songCreated, song });
  });

  app.put('/songs/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return { message: success.songUpdated, song: await songs.update(requireUser(request), id, parse(ZSongRequest, request.body)) };
  });

  app.delete('/songs/:id', async (request) => {
    await songs.delete(requireUser(request), parse(ZIdParam, request.params).id);
    return { message: success.songDeleted };
  });

  uploadRoute(app, '/songs/:id/upload-part', async (request) => {
    const user = requireUser(request);
    const { id } = parse(ZIdParam, request.params);
    const file = await singleFile(request, 'file', songLimits.partFileBytes, errors.partFileMissing);
    return { message: success.partFileUploaded, song: await songs.uploadPart(user, id, file.file, file.filename) };
  });

  app.delete('/songs/:id/part-file', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return { message: success.partFileDeleted, song: await songs.deletePart(requireUser(request), id) };
  });

  /** Streams the sheet music with Range and ETag support, inline or as a download. */
  app.get('/songs/:id/part-file', async (request, reply) => {
    const { id } = parse(ZIdParam, request.params);
    const { download } = parse(ZDownloadQuery, request.query);
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
  });
}
