import { db } from '../../db/db';

const KEY = 'signup';

/** The sign-up fields kept on the device while the terms are open. Passwords are never stored. */
export type SignUpDraft = {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  estateId: string;
  userType: string;
  /** The unit the person names (issue 26); drafts saved before it have none. */
  unitNo: string;
  acceptedPrivacyPolicy: boolean;
};

function isDraft(value: unknown): value is Omit<SignUpDraft, 'unitNo'> & { unitNo?: string } {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    ['firstname', 'lastname', 'mobile', 'email', 'estateId', 'userType'].every((k) => typeof r[k] === 'string') && typeof r.acceptedPrivacyPolicy === 'boolean'
  );
}

export async function saveSignUpDraft(draft: SignUpDraft): Promise<void> {
  await db.drafts.put({ key: KEY, value: draft, savedAt: Date.now() });
}

export async function loadSignUpDraft(): Promise<SignUpDraft | undefined> {
  const row = await db.drafts.get(KEY);
  return row && isDraft(row.value) ? { ...row.value, unitNo: typeof row.value.unitNo === 'string' ? row.value.unitNo : '' } : undefined;
}

export async function clearSignUpDraft(): Promise<void> {
  await db.drafts.delete(KEY);
}
