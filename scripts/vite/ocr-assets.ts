import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The passport OCR's files served by the app itself under /ocr/ (no CDN: the CSP allows only this
 * origin, and the app works offline): tesseract.js's worker, its WebAssembly cores (the LSTM-only
 * builds the reader asks for; the browser's SIMD support picks one) and the English model.
 * Emitted as they are (not bundled, not in the precache: src/ui/mrz-ocr-reader.ts loads them on
 * first use and the service worker keeps them afterwards). The dev server serves the same paths.
 */
const require = createRequire(import.meta.url);
const tesseract = path.dirname(require.resolve('tesseract.js/package.json'));
// The WebAssembly cores: tesseract.js's own dependency, resolved from it (the version it was built with).
const CORE_PACKAGE = 'tesseract.js-core';
const core = path.dirname(createRequire(path.join(tesseract, 'package.json')).resolve(`${CORE_PACKAGE}/package.json`));
const english = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
const OCR_FILES: Record<string, string> = {
  'worker.min.js': path.join(tesseract, 'dist/worker.min.js'),
  'tesseract-core-lstm.wasm.js': path.join(core, 'tesseract-core-lstm.wasm.js'),
  'tesseract-core-simd-lstm.wasm.js': path.join(core, 'tesseract-core-simd-lstm.wasm.js'),
  'tesseract-core-relaxedsimd-lstm.wasm.js': path.join(core, 'tesseract-core-relaxedsimd-lstm.wasm.js'),
  'eng.traineddata.gz': path.join(english, '4.0.0/eng.traineddata.gz'),
};

export function ocrAssets(): Plugin {
  return {
    name: 'ocr-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith('/ocr/') ? req.url.slice('/ocr/'.length).split('?')[0] : undefined;
        const file = name ? OCR_FILES[name] : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', name?.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(OCR_FILES)) {
        this.emitFile({ type: 'asset', fileName: `ocr/${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}
