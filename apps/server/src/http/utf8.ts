import { transcode } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

/** A letter beyond Latin-1 (č, š, ž …): V8 then holds the string as UTF-16. */
const WIDE = /[\u0100-\uffff]/;
/** Below this an answer's encoding costs little either way; the test for WIDE is skipped. */
const SMALL = 512;

/**
 * A string as UTF-8 bytes. V8 encodes a string that holds a letter beyond Latin-1 (most of our
 * answers: Slovenian names and song titles) character by character, measuring it in one pass and
 * writing it in another, ~20 instructions a character; its UTF-16 copy transcoded by ICU costs
 * about a quarter of that (docs/performance.md, twenty-fourth session). A Latin-1 string, or a
 * small one, takes V8's own path, which is fast for it. JSON text never holds a lone surrogate
 * (JSON.stringify escapes it), which ICU would refuse; other text falls back to V8's path.
 */
export function utf8(text: string): Buffer {
  if (text.length < SMALL || !WIDE.test(text)) return Buffer.from(text);
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(text);
  }
}

/**
 * Every JSON answer given as a string leaves as UTF-8 bytes made by `utf8`, instead of Fastify
 * measuring the string (Buffer.byteLength) and the socket encoding it. Only JSON: its content
 * type is set before onSend, so the bytes keep it (a bare Buffer would otherwise go as
 * application/octet-stream). App-level, so it runs before the routes' own onSend hooks (the kept
 * answers', which then keep the bytes).
 */
export function sendJsonAsUtf8(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < SMALL) return done(null, payload);
    const type = reply.getHeader('content-type');
    done(null, typeof type === 'string' && type.startsWith('application/json') ? utf8(payload) : payload);
  });
}
