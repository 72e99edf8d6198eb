/**
 * Gate QR worker (ARCHITECTURE section 6). Holds the unwrapped device key, the credential and the
 * nonce counter; the UI thread only ever receives QR text. No DOM.
 *
 *   const api = Comlink.wrap<QrWorkerApi>(new Worker(new URL('../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));
 *   await api.start({ credential, wrappedKey, pin, encryption });
 *   const text = await api.next(await serverNowMs()); // server-corrected time
 */
import { expose } from 'comlink';
import {
  enrolDevice,
  GateCodeSession,
  signEnrolment,
  toBase64Url,
  unwrapSecretKey,
  type Enrolment,
  type GateSessionConfig,
  type GateSessionStart,
  type WrappedSecretKey,
} from '../src/domain/qr';
import { deriveWrapKey, PIN_HASH_ITERATIONS, PIN_SALT_BYTES } from '../src/domain/qr/pin';

/** What the screen supplies once a credential is held, after checkPin() succeeded. */
export type UnlockedStartConfig = Omit<GateSessionConfig, 'wrappedKey' | 'pin'>;

export interface QrWorkerApi {
  /** Creates the device key pair in the worker; returns the public key and the PIN-wrapped secret key. */
  enroll(pin: string, iterations?: number): Enrolment;
  /** Unwraps the device key with the PIN and loads the credential. */
  start(config: GateSessionConfig): GateSessionStart;
  /**
   * Checks the PIN against the wrapped key. When right, the worker keeps the unlocked pair so
   * startUnlocked() can begin once a credential arrives; the PIN never stays on the UI thread.
   */
  checkPin(wrappedKey: WrappedSecretKey, pin: string): boolean;
  /** start() with the pair remembered by the last successful checkPin(). */
  startUnlocked(config: UnlockedStartConfig): GateSessionStart;
  /**
   * Proof of possession for enrolment: signs the server's challenge and the
   * estate with the unlocked key, which must be `devicePub`. Rejects when no key is unlocked.
   * The secret key never leaves the worker.
   */
  proveKey(devicePub: string, challenge: string, estateId: number): string;
  /**
   * A fresh payload string (new nonce every call) stamped at `nowMs`; rejects when not started.
   * `nowMs` is server-corrected time (Date.now() + the page's clock offset, src/sync/clock.ts):
   * the worker never reads its own device clock, so the code's time agrees with the guard's.
   */
  next(nowMs: number): string;
  isStarted(): boolean;
  /** Wipes key material (on lock, sign-out or estate switch). */
  stop(): void;
}

export function createQrWorkerApi(): QrWorkerApi {
  const session = new GateCodeSession();
  // The device key unwrapped by the last successful checkPin (worker memory only).
  let unlocked: Uint8Array | null = null;
  const forget = () => {
    unlocked?.fill(0);
    unlocked = null;
  };
  return {
    enroll: (pin, iterations) => enrolDevice(pin, iterations),
    start: (config) => session.start(config),
    checkPin: (wrappedKey, pin) => {
      const key = unwrapSecretKey(wrappedKey, pin);
      if (!key) return false;
      forget();
      unlocked = key;
      return true;
    },
    startUnlocked: (config) => (unlocked ? session.startWithSecretKey(config, unlocked.slice()) : { ok: false, reason: 'bad-pin' }),
    proveKey: (devicePub, challenge, estateId) => {
      if (!unlocked || toBase64Url(unlocked.subarray(32)) !== devicePub) throw new Error('The device key is locked: enter the PIN first.');
      return signEnrolment(unlocked, challenge, estateId);
    },
    next: (nowMs) => session.next(nowMs),
    isStarted: () => session.started,
    stop: () => {
      forget();
      session.stop();
    },
  };
}

/**
 * Runs the PIN's key derivation (PIN_HASH_ITERATIONS SHA-512 rounds) once on a throwaway PIN and
 * salt, so the engine has compiled it before the real PIN arrives: its first run costs a few times
 * a warm one. The screen starts the worker when it draws the PIN pad, so this runs while the PIN
 * is typed. Touches no state: the result is wiped.
 */
export function warmPinDerivation(): void {
  deriveWrapKey('0000', new Uint8Array(PIN_SALT_BYTES), PIN_HASH_ITERATIONS).fill(0);
}

// Expose only inside a real worker, so tests can import createQrWorkerApi in Node.
if ('WorkerGlobalScope' in globalThis) {
  expose(createQrWorkerApi());
  // After the first message turn, so the page's first call is not queued behind it.
  setTimeout(warmPinDerivation, 0);
}
