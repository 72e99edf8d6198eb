import type { WrappedSecretKey } from '../domain/qr/pin';

/**
 * Device-local gate access rows (never synced). Wiped with the rest of the database on sign-out.
 */

/** The resident's device key for gate codes, wrapped under the 4-digit PIN (one per user). */
export type AccessPinRow = {
  userId: string;
  /** Ed25519 public key, base64url; registered with the server per estate. */
  devicePub: string;
  /** null once MAX_PIN_ATTEMPTS wrong PINs wiped the key: only a password reset helps. */
  wrappedKey: WrappedSecretKey | null;
  failedAttempts: number;
  createdAt: number;
};

/** A server-signed credential for this device at one estate (key `${userId}:${estateId}`). */
export type AccessCredentialRow = {
  key: string;
  userId: string;
  estateId: number;
  devicePub: string;
  /** 'EC2.' transport text (an older 'EC1.' one is replaced at the next online check). */
  credential: string;
  credId: string;
  /** Epoch seconds. */
  notAfter: number;
  receivedAt: number;
  /**
   * The user's role rows at the estate in its access list when it was issued (`accessRoleKey`): a
   * move to another unit or role revokes the credential on the server, and a different key here
   * makes the app fetch a new one at once. Absent on rows stored before issue 26.
   */
  roleKey?: string;
};

/** The per-guard console PIN on a shared device: a random secret wrapped under the PIN. */
export type GuardPinRow = {
  userId: string;
  verifier: WrappedSecretKey;
  failedAttempts: number;
};
