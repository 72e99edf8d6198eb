import type { FastifyInstance } from 'fastify';
import nacl from 'tweetnacl';
import { API } from '../../src/contract/api-paths';
import type { EnrolChallengeAnswer } from '../../src/contract/gate';
import { signEnrolment, toBase64Url } from '../../src/domain/qr';

/** A device key pair as the QR worker makes one. */
export type TestDevice = { devicePub: string; secretKey: Uint8Array };

export const newDevice = (): TestDevice => {
  const kp = nacl.sign.keyPair();
  return { devicePub: toBase64Url(kp.publicKey), secretKey: kp.secretKey };
};

type Answer = { status: number; body: { status: string; details?: unknown[]; errorDescription?: string }; headers: Record<string, unknown> };

async function postAs(app: FastifyInstance, token: string | null, url: string, payload: object): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** POST /sdk/access/devices/challenge. */
export async function askChallenge(app: FastifyInstance, token: string | null): Promise<Answer & { challenge: string }> {
  const answer = await postAs(app, token, API.gateDeviceChallenge, {});
  return { ...answer, challenge: (answer.body.details?.[0] as EnrolChallengeAnswer | undefined)?.challenge ?? '' };
}

/** What the app does to enrol: a challenge, the device's signature over it, then the enrolment. */
export async function enrolDevice(app: FastifyInstance, token: string, device: TestDevice, estateId = 91): Promise<Answer> {
  const { challenge } = await askChallenge(app, token);
  return postAs(app, token, API.gateDevices, {
    estateId,
    devicePub: device.devicePub,
    challenge,
    signature: signEnrolment(device.secretKey, challenge, estateId),
  });
}
