import type { JoinInfo } from '../../contract/invites';
import { db } from '../../db/db';

/*
 * A join link opened while signed out: its token waits in db.drafts while the person signs up or
 * signs in, and the signed-in layout sends them back to /join/{token} once (takePendingJoin).
 */

const KEY = 'join-pending';
/** The sign-up form's draft (features/auth keeps its fields under this key while the terms are open). */
const SIGN_UP_KEY = 'signup';

/** How long a waiting link is taken back to (a sign-up abandoned for days does not jump later). */
const PENDING_MS = 24 * 60 * 60 * 1000;

export async function keepPendingJoin(token: string): Promise<void> {
  await db.drafts.put({ key: KEY, value: token, savedAt: Date.now() });
}

/** The waiting link's token, once: it is dropped as it is read. Null when none (or too old). */
export async function takePendingJoin(): Promise<string | null> {
  const row = await db.drafts.get(KEY);
  if (!row) return null;
  await db.drafts.delete(KEY);
  return typeof row.value === 'string' && Date.now() - row.savedAt < PENDING_MS ? row.value : null;
}

/**
 * Starts the sign-up form with what the invitation knows (name, e-mail, estate) unless a sign-up
 * is already under way on this device. The shape is the sign-up draft's (features/auth
 * signup-draft.ts); one it does not recognise is ignored there.
 */
export async function prefillSignUp(info: JoinInfo): Promise<void> {
  if (await db.drafts.get(SIGN_UP_KEY)) return;
  const name = info.displayName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  const value = {
    firstname: space < 0 ? name : name.slice(0, space),
    lastname: space < 0 ? '' : name.slice(space + 1),
    mobile: '',
    email: info.email,
    estateId: String(info.estateId),
    // The least-privileged role (spec 1: default role visitor), so the Regular Visitor role the link gives outranks it.
    userType: 'visitor',
    acceptedPrivacyPolicy: false,
  };
  await db.drafts.put({ key: SIGN_UP_KEY, value, savedAt: Date.now() });
}
