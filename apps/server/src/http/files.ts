import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '@zborovodja/contracts';
import { z } from 'zod';
import { mimeTypes, type FileKind } from '../storage/file-types.ts';
import type { DatabaseStorage } from '../storage/database-storage.ts';
import { safeOriginalName, type FileStorage } from '../storage/uploads.ts';
import { AppError, notFound } from '../domain/errors.ts';
import { usePageHeaders } from './security-headers.ts';

/** An upload route's schema: its summary, path parameters and answers; `field` names the file's part. */
export interface UploadSchema<P extends z.ZodType, Q extends z.ZodType = z.ZodType> {
  summary: string;
  description?: string;
  field: string;
  /** Text parts the form may send before the file (documented; the handler reads them from the file's `fields`). */
  textFields?: Record<string, z.ZodType>;
  params?: P;
  querystring?: Q;
  response: Record<number, z.ZodType>;
  /**
   * Many files in `field` (a songbook import, issue 60): the parser's ceilings, just above the
   * limits the handler counts itself, so that its own Slovenian answers come first.
   */
  many?: { files: number; fileBytes: number };
}

/**
 * A stored file's answer in /api/openapi.json: its bytes (the type decided at upload), or 304
 * when the ETag still matches; errors are JSON (http/schemas.ts).
 */
export const fileResponses = {
  200: { description: 'Datoteka (PDF ali slika)', content: { 'application/octet-stream': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } },
} as const;

/** A song's file (sheet music, a practice file) in /api/openapi.json: the whole file, or one byte range. */
export const rangedFileResponses = {
  200: { description: 'Datoteka', content: { 'application/octet-stream': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } },
  206: { description: 'Del datoteke (glava Range)', content: { 'application/octet-stream': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } },
} as const;

/**
 * Streams a song's stored file (sheet music, a practice file) from either storage with Range and
 * ETag support, inline or as a download: players seek in audio by byte ranges.
 */
export async function sendRangedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  area: string,
  file: { stored: string; name: string; type: string },
  attachment: boolean,
  missing: string,
) {
  const disposition = contentDisposition(attachment ? 'attachment' : 'inline', file.name);
  const type = mimeTypes[file.type as FileKind] ?? 'application/octet-stream';
  if (storage.kind === 'database') return sendFromDatabase(reply, storage, area, file.stored, type, disposition);
  const filePath = storage.pathOf(area, file.stored);
  if (!filePath) throw notFound(missing);
  const result = await send(request.raw, encodeURIComponent(path.basename(filePath)), {
    root: path.dirname(filePath),
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
}

/**
 * A multipart upload route (POST), in a scope of its own with the multipart parser: registered for
 * the whole app, the plugin's hooks would run on every request.
 */
export function uploadRoute<P extends z.ZodType = z.ZodObject, Q extends z.ZodType = z.ZodObject>(
  app: FastifyInstance,
  url: string,
  schema: UploadSchema<P, Q>,
  handler: (request: FastifyRequest<{ Params: z.output<P>; Querystring: z.output<Q> }>, reply: FastifyReply) => Promise<unknown>,
): void {
  void app.register(async (scope) => {
    const limits = schema.many ? { files: schema.many.files, fields: 10, fileSize: schema.many.fileBytes } : { files: 1, fields: 10, fileSize: 11 * 1024 * 1024 };
    await scope.register(fastifyMultipart, { limits });
    // A refused upload (too large, wrong type) is answered before its body has all arrived, and the
    // multipart parser stops reading it. Unread, the rest would hold up the next request on this
    // keep-alive connection, which then never got an answer; so it is read and dropped, as Node
    // does with a body that no handler touched.
    scope.addHook('onResponse', async (request) => {
      if (!request.raw.complete) request.raw.resume();
    });
    const { field, many, textFields, ...rest } = schema;
    const binary = z.unknown().meta({ type: 'string', format: 'binary' });
    const body = z.object({ ...textFields, [field]: (many ? z.array(binary) : binary).optional() });
    scope.post(url, { schema: { ...rest, consumes: ['multipart/form-data'], body } }, async (request, reply) => {
      try {
        return await handler(request as FastifyRequest<{ Params: z.output<P>; Querystring: z.output<Q> }>, reply);
      } catch (err) {
        throw malformedMultipart(err) ? new AppError(400, errors.uploadMalformed) : err;
      }
    });
  });
}

/**
 * A body the multipart parser (busboy) cannot read: no boundary, a boundary the body never uses,
 * cut off in the headers or inside the file. busboy reports these as plain Errors, with no status,
 * from request.file() or from the file stream while it is stored, and they used to end as 500
 * (issue 19). Anything that is not the client's fault keeps its own answer.
 */
function malformedMultipart(err: unknown): boolean {
  if (err instanceof AppError || !(err instanceof Error) || (err as { statusCode?: number }).statusCode !== undefined) return false;
  return /^(Multipart: |Unexpected end of (form|multipart data|file)|Malformed part header|Malformed urlencoded form)/.test(err.message);
}

/** A text part sent before the file (`MultipartFile.fields`), or undefined. */
export function textField(file: MultipartFile, name: string): string | undefined {
  const part = file.fields[name];
  const one = Array.isArray(part) ? part[0] : part;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
}

/** The one file of a multipart request, which must come in `field`. */
export async function singleFile(request: FastifyRequest, field: string, maxBytes: number, message: string = errors.imageRequired): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError(415, message);
  const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!file || file.fieldname !== field) throw new AppError(400, message);
  return file;
}

/**
 * Streams a stored upload with its type, the page security headers (nosniff, CSP) and an inline disposition; with
 * `originalName` the disposition carries the uploader's file name, with the stored type's extension
 * and no control or bidi characters (safeOriginalName, also for names stored before issue 19).
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, area: string, name: string, originalName?: string, as: 'inline' | 'attachment' = 'inline') {
  const kindOf = name.split('.').pop() as FileKind;
  if (storage.kind === 'database') {
    const disposition = originalName ? contentDisposition(as, safeOriginalName(originalName, kindOf)) : as;
    return sendFromDatabase(reply, storage, area, name, mimeTypes[kindOf], disposition);
  }
  const file = storage.pathOf(area, name);
  const size = file ? await stat(file).then((s) => s.size, () => null) : null;
  if (!file || size === null) throw notFound();
  const kind = name.split('.').pop() as FileKind;
  // Every stored file belongs to an object someone may stop seeing (a member removed, an event
  // turned private): the browser asks again each time (`no-cache`) and the route checks the
  // permission again, answering 304 while it holds (issue 19; it was `max-age=86400`). The random
  // name never changes its bytes, so it is the ETag.
  const etag = `"${name}"`;
  usePageHeaders(reply);
  reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  return reply
    .header('Content-Type', mimeTypes[kind])
    .header('Content-Length', size)
    .header('Content-Disposition', originalName ? contentDisposition(as, safeOriginalName(originalName, kind)) : as)
    .send(createReadStream(file));
}

/**
 * A file stored in the database (FILE_STORAGE=database), answered as the disk's are: the page
 * security headers, `private, no-cache`, the random name as ETag (If-None-Match → 304), and one
 * byte range (`Range: bytes=a-b`, `a-`, `-n` → 206 with Content-Range; outside the file → 416;
 * several ranges are answered with the whole file, as RFC 9110 allows). The body is read a chunk
 * at a time (DatabaseStorage.read).
 */
export async function sendFromDatabase(reply: FastifyReply, storage: DatabaseStorage, area: string, name: string, type: string, disposition: string) {
  const size = await storage.size(area, name);
  if (size === null) throw notFound();
  const etag = `"${name}"`;
  usePageHeaders(reply);
  reply
    .header('Cache-Control', 'private, no-cache')
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', type)
    .header('Content-Disposition', disposition);
  const { headers } = reply.request;
  if (headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  const ifRange = headers['if-range'];
  const range = headers.range && (!ifRange || ifRange === etag) ? parseRange(headers.range, size) : null;
  if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(storage.read(area, name, range.start, range.end));
  }
  return reply.header('Content-Length', size).send(size === 0 ? '' : storage.read(area, name, 0, size - 1));
}

/** One byte range of a file of `size` bytes; null for none or several (the whole file is sent). */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
    if (Number(m[2]) === 0) return 'unsatisfiable';
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * RFC 6266: an ASCII fallback name plus the exact UTF-8 name, so no name can break the header.
 * encodeURIComponent leaves ' ( ) * as they are, which RFC 5987 does not allow in filename*.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim() || 'file';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
