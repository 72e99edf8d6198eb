/**
 * Gate QR worker (ARCHITECTURE section 6). Holds the unwrapped device key, the credential and the
 * nonce counter; the UI thread only ever receives QR text. No DOM.
 *
 *   const api = Comlink.wrap<QrWorkerApi>(new Worker(new URL('../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));
 *   await api.start({ credential, wrappedKey, pin, encryption });
 *   const text = await api.next(await serverNowMs()); // server-corrected time
 * or, as the /access screen does, in one message from the PIN pad's last key:
 *   const unlock = await api.checkPin(wrappedKey, pin, { config: { credential, encryption }, nowMs });
 */
import { expose } from 'comlink';
import nacl from 'tweetnacl';
import {
  enrolDevice,
  GateCodeSession,
  issueCredential,
  serializeSignedCredential,
  signEnrolment,
  toBase64Url,
  unwrapSecretKey,
  type Enrolment,
  type GateSessionConfig,
  type GateSessionStart,
  type WrappedSecretKey,
} from '../src/domain/qr';
import { deriveWrapKeyV2, needsRewrap, PIN_HASH_ITERATIONS, PIN_SALT_BYTES, rewrapSecretKey } from '../src/domain/qr/pin';

/** What the screen supplies once a credential is held, after checkPin() succeeded. */
export type UnlockedStartConfig = Omit<GateSessionConfig, 'wrappedKey' | 'pin'>;

/** Asked of checkPin() when the screen already holds a credential: start the session and draw the first code. */
export type FirstQrRequest = { readonly config: UnlockedStartConfig; readonly nowMs: number };
/** The session's start and, when it started, the first payload (stamped at the request's nowMs). */
export type FirstQr = { readonly start: GateSessionStart; readonly payload: string | null };

export type PinUnlock =
  | { readonly ok: false }
  | {
      readonly ok: true;
      /** The key wrapped again under the current scheme (it was under an older one): store it in place of the one checked. */
      readonly rewrapped: WrappedSecretKey | null;
      /** Answered when a FirstQrRequest was given. */
      readonly qr: FirstQr | null;
    };

export interface QrWorkerApi {
  /** Creates the device key pair in the worker; returns the public key and the PIN-wrapped secret key. */
  enroll(pin: string, iterations?: number): Promise<Enrolment>;
  /** Unwraps the device key with the PIN and loads the credential. */
  start(config: GateSessionConfig): Promise<GateSessionStart>;
  /**
   * Checks the PIN against the wrapped key. When right, the worker keeps the unlocked pair so
   * startUnlocked() can begin once a credential arrives; the PIN never stays on the UI thread.
   * With `first`, it also starts the session and draws the first code in the same message (the
   * screen's PIN-to-QR path: one round trip). A key under an older scheme comes back wrapped again
   * under the current one (`rewrapped`), checked to open with the same PIN.
   */
  checkPin(wrappedKey: WrappedSecretKey, pin: string, first?: FirstQrRequest): Promise<PinUnlock>;
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
  next(nowMs: number): Promise<string>;
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
    checkPin: async (wrappedKey, pin, first) => {
      const key = await unwrapSecretKey(wrappedKey, pin);
      if (!key) return { ok: false };
      forget();
      unlocked = key;
      // Its own copy for the rewrap: a stop() while the first code is signed wipes `key`.
      const toRewrap = needsRewrap(wrappedKey) ? key.slice() : null;
      let qr: FirstQr | null = null;
      if (first) {
        const start = session.startWithSecretKey(first.config, key.slice());
        // A stop() while the code is signed (the screen left) drops the code, not the PIN's answer.
        qr = { start, payload: start.ok ? await session.next(first.nowMs).catch(() => null) : null };
      }
      const rewrapped = toRewrap ? await rewrapSecretKey(toRewrap, pin).finally(() => toRewrap.fill(0)) : null;
      return { ok: true, rewrapped, qr };
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
 * Runs the unlock path once on throwaway material, so it is ready before the real PIN arrives:
 * the PIN's key derivation (the current scheme, PBKDF2-SHA-512: WebCrypto's first call costs
 * several times a later one) and a first code (a credential parsed, an Ed25519 signature, the
 * seal, Base45: tweetnacl's first runs cost several times warm ones in a fresh worker). The screen
 * starts the worker when it draws the PIN pad, so this runs while the PIN is typed. Touches no
 * state: everything is wiped. A key still under v1 is not warmed for: it is opened once, slowly,
 * and wrapped again under v2.
 */
export async function warmUnlockPath(): Promise<void> {
  (await deriveWrapKeyV2('0000', new Uint8Array(PIN_SALT_BYTES), PIN_HASH_ITERATIONS).catch(() => new Uint8Array(0))).fill(0);
  const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
  const signed = issueCredential(
    { userId: '00000000-0000-4000-8000-000000000000', estateId: 1, devicePub: toBase64Url(device.publicKey), notBefore: 0, notAfter: 3600 },
    device.secretKey,
  );
  const session = new GateCodeSession();
  if (session.startWithSecretKey({ credential: serializeSignedCredential(signed), encryption: { qrCodeKey: new Uint8Array(32) } }, device.secretKey).ok)
    await session.next(0).catch(() => undefined);
  session.stop();
}

// Expose only inside a real worker, so tests can import createQrWorkerApi in Node.
if ('WorkerGlobalScope' in globalThis) {
  expose(createQrWorkerApi());
  // After the first message turn, so the page's first call is not queued behind it.
  setTimeout(() => void warmUnlockPath(), 0);
}
