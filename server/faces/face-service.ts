import type { Config } from '../config';

/** The person whose face is sent, as the seeds' face upload names them (spec 2: Face upload). */
export type FacePerson = {
  estateName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
};

/**
 * A face-recognition service that enrols a face and answers a person id (spec 2: the face image
 * goes to an external service that returns personId). The product needs none: by default the
 * face photo is only stored privately and shown to the guard beside the person's name for a
 * human match, and no biometric template is computed. An estate that runs such a service sets
 * FACE_SERVICE_URL and each stored face is also enrolled there.
 */
export interface FaceService {
  /** Whether faces are sent anywhere (false: stored only, for the guard's eyes). */
  readonly enabled: boolean;
  /** Enrols one front-face JPEG; answers the service's personId. Rejects with FaceServiceError. */
  enrol(image: Buffer, contentType: string, person: FacePerson): Promise<string>;
}

export class FaceServiceError extends Error {}

/** The default: no face service. Nothing leaves the server; no template is computed. */
export const noFaceService: FaceService = {
  enabled: false,
  enrol: () => Promise.reject(new FaceServiceError('No face service is configured')),
};

/**
 * A face service over HTTP, in the seeds' shape: a multipart POST with Face_Front (the image),
 * Face_Left and Face_Right (empty), the person's names, e-mail and phone and the estate name;
 * the answer carries `personId` (at the top or in `details[0]`). 20 s timeout, as every call.
 */
export function httpFaceService(url: string, fetchImpl: typeof fetch = fetch): FaceService {
  return {
    enabled: true,
    async enrol(image, contentType, person) {
      const form = new FormData();
      form.append('Face_Front', new Blob([new Uint8Array(image)], { type: contentType }), 'face.jpg');
      form.append('Face_Left', '');
      form.append('Face_Right', '');
      form.append('associateFirstName', person.firstName);
      form.append('associateLastName', person.lastName);
      form.append('associateEmail', person.email);
      form.append('associatePhoneNumber', person.phoneNumber);
      form.append('estateName', person.estateName);
      let response: Response;
      try {
        response = await fetchImpl(url, { method: 'POST', body: form, signal: AbortSignal.timeout(20_000) });
      } catch (error) {
        throw new FaceServiceError(`Face service unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => undefined)) as { personId?: unknown; details?: { personId?: unknown }[] } | undefined;
      const personId = body?.personId ?? body?.details?.[0]?.personId;
      if (!response.ok || typeof personId !== 'string' || personId === '')
        throw new FaceServiceError(`Face service answered ${response.status} without a personId`);
      return personId;
    },
  };
}

export function createFaceService(config: Pick<Config, 'faceServiceUrl'>): FaceService {
  return config.faceServiceUrl ? httpFaceService(config.faceServiceUrl) : noFaceService;
}
