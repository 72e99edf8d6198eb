import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The passport OCR's files served by the app itself under /ocr/ (no CDN: the CSP allows only this
 * origin, and the app works offline): tesseract.js's worker, its WebAssembly cores (the LSTM-only
 * builds the reader asks for; the browser's SIMD support picks one) and the English model.
 * Emitted as they are (not bundled, not in the precache: src/ui/mrz-ocr-reader.ts loads them on
 * first use and the service worker keeps them afterwards). The dev server serves the same paths.
 */
const modules = path.resolve(import.meta.dirname, '../../node_modules');
export const OCR_FILES: Record<string, string> = {
  'worker.min.js': path.join(modules, 'tesseract.js/dist/worker.min.js'),
  'tesseract-core-lstm.wasm.js': path.join(modules, 'tesseract.js-core/tesseract-core-lstm.wasm.js'),
  'tesseract-core-simd-lstm.wasm.js': path.join(modules, 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js'),
  'tesseract-core-relaxedsimd-lstm.wasm.js': path.join(modules, 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js'),
  'eng.traineddata.gz': path.join(modules, '@tesseract.js-data/eng/4.0.0/eng.traineddata.gz'),
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
