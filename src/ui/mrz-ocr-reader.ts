import type { Worker } from 'tesseract.js';

/**
 * The passport OCR (tesseract.js), loaded on first use only: its worker, WebAssembly core and
 * English model are the app's own files under /ocr/ (scripts/vite/ocr-assets.ts), never a CDN,
 * and none of it is in the first load or the precache. The model is kept in IndexedDB by
 * tesseract.js after the first read and the service worker caches the rest, so later reads
 * work offline.
 */
let workerPromise: Promise<Worker> | undefined;

/** The machine-readable zone's alphabet: an OCR restricted to it cannot read a letter outside it. */
const MRZ_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

function ocrWorker(): Promise<Worker> {
  workerPromise ??= import('tesseract.js').then(async ({ createWorker, OEM, PSM }) => {
    const base = new URL('/ocr/', window.location.origin).href;
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: `${base}worker.min.js`,
      corePath: base,
      langPath: base.replace(/\/$/, ''),
      gzip: true,
      // A worker script of this origin (the CSP's worker-src is 'self'; a blob: wrapper would be refused).
      workerBlobURL: false,
    });
    await worker.setParameters({ tessedit_char_whitelist: MRZ_CHARSET, tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '0' });
    return worker;
  });
  workerPromise.catch(() => {
    workerPromise = undefined;
  });
  return workerPromise;
}

/** The lower part of the picture, where a TD3 photo page prints its two lines, enlarged and in grey. */
async function lowerPart(image: Blob, fraction: number): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const top = Math.floor(bitmap.height * (1 - fraction));
  const height = bitmap.height - top;
  const scale = Math.min(2, 2400 / bitmap.width);
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return image;
  context.filter = 'grayscale(1) contrast(1.4)';
  context.drawImage(bitmap, 0, top, bitmap.width, height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The texts the OCR reads from the picture: its lower third first (where the MRZ is), then the whole picture. */
export async function* ocrPassportTexts(image: Blob): AsyncGenerator<string> {
  const worker = await ocrWorker();
  for (const part of [await lowerPart(image, 0.35), image]) {
    const { data } = await worker.recognize(part);
    yield data.text;
  }
}
