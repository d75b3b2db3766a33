import type { FastifyRequest } from 'fastify';
import { songImportErrors, songImportLimits, ZSongbookQuery, ZSongImportPreview, ZSongImportResult } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { contentDisposition, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import type { ZodApp } from '../../http/schemas.ts';
import type { UploadPart } from './transfer/import-reader.ts';

const importDescription =
  'Datoteke v polju `files` (večkrat): ChordPro (.cho, .chordpro, .chopro, .crd, .pro), OpenLyrics (.xml), CSV z glavo, PDF ali slike, ali ZIP z njimi. ' +
  `Največ ${songImportLimits.files} datotek in 200 MB skupaj; vsaka največ 10 MB. Brez community_id osebna pesmarica.`;

/** The multipart body's parts in order, each file's stream read before the next part arrives. */
async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) throw new AppError(415, songImportErrors.noFiles);
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { kind: 'file', filename: part.filename, stream: part.file };
    else yield { kind: 'field', name: part.fieldname, value: String(part.value) };
  }
}

/** A songbook in and out (issue 60): the import's preview and the import, and the export as a ZIP. */
export function songbookTransferRoutes(app: ZodApp, ctx: AppContext) {
  const transfer = ctx.services.songbookTransfer;
  // The parser's own ceilings sit just above the import's limits, which the reader counts itself.
  const many = { files: songImportLimits.files + 1, fileBytes: songImportLimits.totalBytes + 1 };

  uploadRoute(
    app,
    '/songs/import/preview',
    { summary: 'Uvoz pesmi: predogled (kaj postane vsaka datoteka)', description: importDescription, field: 'files', querystring: ZSongbookQuery, many, response: { 200: ZSongImportPreview } },
    async (request) => transfer.preview(requireUser(request), request.query, uploadParts(request)),
  );

  uploadRoute(
    app,
    '/songs/import',
    {
      summary: 'Uvoz pesmi: izbrane vrstice v eni transakciji',
      description: `${importDescription} Pred datotekami polje \`options\`: JSON {"selected": [ključi vrstic iz predogleda], "category": kategorija za vse ali null}.`,
      field: 'files',
      querystring: ZSongbookQuery,
      many,
      response: { 201: ZSongImportResult },
    },
    async (request, reply) => reply.status(201).send(await transfer.import(requireUser(request), request.query, uploadParts(request))),
  );

  app.get(
    '/songs/export',
    {
      schema: {
        summary: 'Izvoz pesmarice (ZIP: ChordPro, OpenLyrics, datoteke z notami, pesmi.csv)',
        querystring: ZSongbookQuery,
        response: { 200: { description: 'ZIP s pesmarico', content: { 'application/zip': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } } },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await transfer.exportFor(requireUser(request), request.query);
      return reply.header('Content-Type', 'application/zip').header('Content-Disposition', contentDisposition('attachment', filename)).send(stream);
    },
  );
}
