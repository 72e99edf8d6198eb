// Brotli and gzip copies of the built app's text files, written beside each file at build time
// (`index-abc.js` -> `index-abc.js.br`, `index-abc.js.gz`), so the server sends the smallest
// encoding at once (@fastify/static's preCompressed, server/app.ts) instead of compressing every
// answer at a low level on the fly. node:zlib only: Brotli at its best quality is too slow per
// request but costs a few seconds once per build.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text and WebAssembly (PNG and the like are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|pfb|txt|ico)$/;
/** Brotli's best quality (11) runs at about 1 MB/s: the largest files (PDF.js, the map, WebAssembly) take 9, within a few percent. */
const BEST_QUALITY_UP_TO = 256 * 1024;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` that shrinks; answers the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).isFile());
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const bytes = fs.readFileSync(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.length <= BEST_QUALITY_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [zlib.constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
      done.push(file);
    }),
  );
  return done;
}

/** Compresses the output folder once everything is written (the service worker included: this runs after vite-plugin-pwa's closeBundle). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'estate:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
