/**
 * Gate QR worker (ARCHITECTURE section 6). Holds the unwrapped device key, the credential and the
 * nonce counter; the UI thread only ever receives QR text. No DOM.
 *
 *   const api = Comlink.wrap<QrWorkerApi>(new Worker(new URL('../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));
 *   await api.start({ credential, wrappedKey, pin, stepSec, encryption });
 *   const text = await api.next();
 */
import { expose } from 'comlink';
import {
  enrolDevice,
  GateCodeSession,
  type Enrolment,
  type GateSessionConfig,
  type GateSessionStart,
} from '../src/domain/qr';

export interface QrWorkerApi {
  /** Creates the device key pair in the worker; returns the public key and the PIN-wrapped secret key. */
  enroll(pin: string, iterations?: number): Enrolment;
  /** Unwraps the device key with the PIN and loads the credential. */
  start(config: GateSessionConfig): GateSessionStart;
  /** A fresh payload string (new nonce every call); rejects when not started. */
  next(nowMs?: number): string;
  isStarted(): boolean;
  /** Wipes key material (on lock, sign-out or estate switch). */
  stop(): void;
}

export function createQrWorkerApi(): QrWorkerApi {
  const session = new GateCodeSession();
  return {
    enroll: (pin, iterations) => enrolDevice(pin, iterations),
    start: (config) => session.start(config),
    next: (nowMs) => session.next(nowMs),
    isStarted: () => session.started,
    stop: () => session.stop(),
  };
}

// Expose only inside a real worker, so tests can import createQrWorkerApi in Node.
if ('WorkerGlobalScope' in globalThis) expose(createQrWorkerApi());
