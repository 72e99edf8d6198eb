import { db } from '../db/db';

/**
 * The regular visitor's and letter's way through the face onboarding screens (spec 2 'Facial and
 * document onboarding': /accessonboarding passes regularVisitorFlow or shortTermLetterFlow, and
 * after the face /facialRecognition goes on to /visitorenrolment or /letterEnrolment). The
 * enrolment form is kept on the device meanwhile and the face is handed back to it, by the
 * join link's token. Shared by the onboarding and visitor-pages features.
 */
export type EnrolmentFlow = 'regularVisitor' | 'shortTermLetter';

const formKey = (token: string) => `enrolment:form:${token}`;
const faceKey = (token: string) => `enrolment:face:${token}`;

/** Where the face goes back to: the enrolment form of the flow, with its join link. */
export function enrolmentPath(flow: EnrolmentFlow, token: string, estateId: number): string {
  const path = flow === 'shortTermLetter' ? '/letterEnrolment' : '/visitorenrolment';
  return `${path}?${new URLSearchParams({ token, estateId: String(estateId) }).toString()}`;
}

export async function keepEnrolmentForm(token: string, value: unknown): Promise<void> {
  await db.drafts.put({ key: formKey(token), value, savedAt: Date.now() });
}

export async function keepEnrolmentFace(token: string, blob: Blob): Promise<void> {
  await db.drafts.put({ key: faceKey(token), value: blob, savedAt: Date.now() });
}

/** The form kept before the face onboarding and the face taken there (each once: they are removed). */
export async function takeEnrolmentDrafts(token: string): Promise<{ form: unknown; face: Blob | undefined }> {
  const [form, face] = await Promise.all([db.drafts.get(formKey(token)), db.drafts.get(faceKey(token))]);
  await db.drafts.bulkDelete([formKey(token), faceKey(token)]);
  return { form: form?.value, face: face?.value instanceof Blob ? face.value : undefined };
}
