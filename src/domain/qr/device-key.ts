/**
 * Proof of possession at enrolment: the device signs
 * 'estate-enrol-v1' || challenge (32 bytes from the server, single use, short-lived, bound to
 * the user and session) || estateId (u32 BE) with the key it enrols, inside the QR worker; the
 * server checks the signature with the submitted key, which must not be of small order
 * (src/contract/small-order.ts), before it issues a credential.
 */
import nacl from 'tweetnacl';
import { concatBytes, fromBase64Url, toBase64Url, u32be, utf8 } from './bytes';
import { isAcceptableDeviceKey } from '../../contract/small-order';

export { hasSmallOrder, isAcceptableDeviceKey, isCanonicalPoint } from '../../contract/small-order';

export const ENROL_DOMAIN_TAG = 'estate-enrol-v1';
export const ENROL_CHALLENGE_BYTES = 32;

/** What the device signs to prove it holds the key it enrols. */
export function enrolmentMessage(challenge: Uint8Array, estateId: number): Uint8Array {
  if (challenge.length !== ENROL_CHALLENGE_BYTES) throw new RangeError('challenge must be 32 bytes');
  return concatBytes(utf8(ENROL_DOMAIN_TAG), challenge, u32be(estateId));
}

/** Device side: the proof (base64url signature) for a base64url challenge; throws on bad input. */
export function signEnrolment(deviceSecretKey: Uint8Array, challenge: string, estateId: number): string {
  const c = fromBase64Url(challenge);
  if (!c) throw new RangeError('challenge must be base64url');
  return toBase64Url(nacl.sign.detached(enrolmentMessage(c, estateId), deviceSecretKey));
}

/** Server side: the key is acceptable and the signature over the challenge verifies with it. */
export function verifyEnrolment(devicePub: string, challenge: string, estateId: number, signature: string): boolean {
  const key = fromBase64Url(devicePub);
  const c = fromBase64Url(challenge);
  const sig = fromBase64Url(signature);
  if (!key || !c || !sig || !isAcceptableDeviceKey(key) || c.length !== ENROL_CHALLENGE_BYTES || sig.length !== nacl.sign.signatureLength) return false;
  return nacl.sign.detached.verify(enrolmentMessage(c, estateId), sig, key);
}
