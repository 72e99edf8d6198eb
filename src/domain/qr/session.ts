/**
 * A device's gate-code session: holds the unwrapped device key, the signed credential and the
 * estate's QR key, and produces the payload of the current time step on demand. Runs inside workers/qr.worker.ts so
 * the secret key never reaches the UI thread. Pure: no DOM.
 */
import nacl from 'tweetnacl';
import { keyMaterialFromText, toBase64Url } from './bytes';
import { parseSignedCredential, type Credential, type SignedCredential } from './credential';
import { toBase45 } from './base45';
import { importDeviceSigningKey, signAsDevice } from './device-signer';
import { deviceKeyMatches, signedPayloadBytes, unsignedPayload, type PayloadEncryption } from './payload';
import { PIN_HASH_ITERATIONS, unwrapSecretKey, wrapSecretKey, type WrappedSecretKey } from './pin';

export interface GateSessionConfig {
  /** 'EC2.' transport text or the object form. */
  readonly credential: string | SignedCredential;
  readonly wrappedKey: WrappedSecretKey;
  readonly pin: string;
  /**
   * Estate config when encryptionEnabled: the 32-byte key as bytes or hex/base64 text. The
   * configured IV is accepted and not used: format-2 nonces come from the device signature.
   */
  readonly encryption?: { readonly qrCodeKey: Uint8Array | string; readonly qrCodeKeyIv?: Uint8Array | string } | null;
}

export type GateSessionStart =
  | { readonly ok: true; readonly credential: Credential }
  | { readonly ok: false; readonly reason: 'bad-pin' | 'bad-credential' | 'key-mismatch' | 'bad-encryption-config' };

export interface Enrolment {
  /** Register this with the server to get a credential. */
  readonly devicePub: string;
  /** Store this locally (IndexedDB). */
  readonly wrappedKey: WrappedSecretKey;
}

/** New Ed25519 device key pair, secret key wrapped under the PIN. */
export async function enrolDevice(pin: string, iterations: number = PIN_HASH_ITERATIONS): Promise<Enrolment> {
  const kp = nacl.sign.keyPair();
  const wrappedKey = await wrapSecretKey(kp.secretKey, pin, iterations);
  kp.secretKey.fill(0);
  return { devicePub: toBase64Url(kp.publicKey), wrappedKey };
}

function bytesOf(v: Uint8Array | string): Uint8Array | null {
  return typeof v === 'string' ? keyMaterialFromText(v) : v;
}

export class GateCodeSession {
  private secretKey: Uint8Array | null = null;
  /** The same key as a non-extractable WebCrypto Ed25519 key (null where the platform has none), imported once per start. */
  private nativeKey: Promise<CryptoKey | null> | null = null;
  private signed: SignedCredential | null = null;
  private encryption: PayloadEncryption | null = null;
  /** Counts starts and stops: a code whose signature was still on its way when the session stopped is dropped. */
  private generation = 0;

  get started(): boolean {
    return this.secretKey !== null;
  }

  async start(config: GateSessionConfig): Promise<GateSessionStart> {
    const secretKey = await unwrapSecretKey(config.wrappedKey, config.pin);
    if (!secretKey) {
      this.stop();
      return { ok: false, reason: 'bad-pin' };
    }
    return this.startWithSecretKey(config, secretKey);
  }

  /**
   * Like start(), with a device secret key already unwrapped (the worker's checkPin keeps it, so
   * the PIN is not derived twice). The session takes ownership of `secretKey` and wipes it.
   */
  startWithSecretKey(config: Omit<GateSessionConfig, 'wrappedKey' | 'pin'>, secretKey: Uint8Array): GateSessionStart {
    this.stop();
    const signed = typeof config.credential === 'string' ? parseSignedCredential(config.credential) : config.credential;
    if (!signed) {
      secretKey.fill(0);
      return { ok: false, reason: 'bad-credential' };
    }
    let encryption: PayloadEncryption | null = null;
    if (config.encryption) {
      const key = bytesOf(config.encryption.qrCodeKey);
      if (!key || key.length !== nacl.secretbox.keyLength) {
        secretKey.fill(0);
        return { ok: false, reason: 'bad-encryption-config' };
      }
      encryption = { qrCodeKey: key.slice() };
    }
    if (!deviceKeyMatches(signed.credential, secretKey)) {
      secretKey.fill(0);
      return { ok: false, reason: 'key-mismatch' };
    }
    this.secretKey = secretKey;
    this.nativeKey = importDeviceSigningKey(secretKey);
    this.signed = signed;
    this.encryption = encryption;
    return { ok: true, credential: signed.credential };
  }

  /**
   * QR text stamped with the second of `nowMs` (server-corrected); the same within one second.
   * Signed with the native key where there is one, else tweetnacl. Rejects when not started, or
   * when the session stopped or started again before the code was made.
   */
  async next(nowMs: number = Date.now()): Promise<string> {
    const { secretKey, signed, encryption, nativeKey, generation } = this;
    if (!secretKey || !signed || !nativeKey) throw new Error('gate code session not started');
    const unsigned = unsignedPayload({ signed, nowSec: nowMs / 1000, encryption });
    const key = await nativeKey;
    if (generation !== this.generation) throw new Error('gate code session not started');
    const deviceSig = await signAsDevice(unsigned.message, secretKey, key);
    // The seal reads qrCodeKey, which stop() wipes: only a session still running finishes the code.
    if (generation !== this.generation) throw new Error('gate code session not started');
    return toBase45(signedPayloadBytes(unsigned, deviceSig));
  }

  /** Wipes the key material held in memory. */
  stop(): void {
    this.generation++;
    this.secretKey?.fill(0);
    this.encryption?.qrCodeKey.fill(0);
    this.secretKey = null;
    this.nativeKey = null;
    this.signed = null;
    this.encryption = null;
  }
}
