import { wrap, type Remote } from 'comlink';
import type { QrWorkerApi } from '../../../workers/qr.worker';

/** Every call the screen makes to the QR worker returns a promise (comlink), here or in tests. */
export type QrWorker = Remote<QrWorkerApi>;

let instance: Promise<QrWorker> | null = null;
let started: QrWorker | null = null;

/**
 * The one QR worker of the page: a real Web Worker in the browser (the device secret key lives
 * only there), the same API in-process where Worker does not exist (unit tests in Node).
 */
export function qrWorker(): Promise<QrWorker> {
  instance ??=
    typeof Worker === 'undefined'
      ? import('../../../workers/qr.worker').then((m) => m.createQrWorkerApi() as unknown as QrWorker)
      : Promise.resolve(wrap<QrWorkerApi>(new Worker(new URL('../../../workers/qr.worker.ts', import.meta.url), { type: 'module' })));
  void instance.then((worker) => {
    started = worker;
  });
  return instance;
}

/**
 * The QR worker once qrWorker() has answered, else null: a call on it posts its message at once,
 * in the calling task (the PIN pad's last key sends the PIN before React re-renders anything).
 */
export function qrWorkerNow(): QrWorker | null {
  return started;
}
