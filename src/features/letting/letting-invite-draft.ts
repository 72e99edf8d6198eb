import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { LettingWindow } from '../../domain/letting';

/*
 * The Short Term Letting invite form lives in db.drafts (key 'letting-invite') from Confirm
 * Details until the letter is invited, so /previewLettingUser, a reload, or an Invite tried
 * offline keep everything; it goes once the server took the invitation.
 */

const KEY = 'letting-invite';

export type LettingInviteDraft = {
  estateId: number;
  unitNo: string;
  name: string;
  phone: string;
  email: string;
  /** The validity option chosen (0 single day, 1 one full day, 99 up to 14 days, N days). */
  validity: number;
  window: LettingWindow;
  zoneIds: number[];
  multiEntry: boolean;
};

function isDraft(value: unknown): value is LettingInviteDraft {
  const d = value as Partial<LettingInviteDraft> | undefined;
  return (
    typeof d?.estateId === 'number' && typeof d.unitNo === 'string' && typeof d.name === 'string' && typeof d.window === 'object' && Array.isArray(d.zoneIds)
  );
}

/** The draft on this device: undefined while loading, null when there is none. */
export function useLettingInviteDraft(): LettingInviteDraft | null | undefined {
  return useLiveQuery(async () => {
    const value = (await db.drafts.get(KEY))?.value;
    return isDraft(value) ? value : null;
  }, []);
}

export async function readLettingInviteDraft(): Promise<LettingInviteDraft | null> {
  const value = (await db.drafts.get(KEY))?.value;
  return isDraft(value) ? value : null;
}

export async function saveLettingInviteDraft(draft: LettingInviteDraft): Promise<void> {
  await db.drafts.put({ key: KEY, value: draft, savedAt: Date.now() });
}

export async function clearLettingInviteDraft(): Promise<void> {
  await db.drafts.delete(KEY);
}
