import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; smaller ones gain less than the headers cost. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const MIN_BYTES = 1024;
/** Brotli's strongest level costs ~16× the time of level 9 for ~7 % less: above 1 MB (pdf.js's
 * worker, loaded only to view a PDF) level 9 keeps the build ~6 s shorter. */
const brotliQuality = (bytes: number) => (bytes > 1024 * 1024 ? 9 : 11);

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings, once per
 * build: the server sends them as they are (@fastify/static preCompressed) instead of compressing
 * each response (docs/performance.md, "Front-end budgets").
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zborovodja:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
