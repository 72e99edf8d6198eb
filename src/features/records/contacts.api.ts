import { useLiveQuery } from 'dexie-react-hooks';
import type { Contact, ContactsSaveArgs } from '../../contract/records';
import { db } from '../../db/db';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate } from '../../sync/mutate';

/** The signed-in user's contact numbers: undefined while loading, null when none synced yet. */
export function useContacts(): Contact | null | undefined {
  return useLiveQuery(async () => {
    const session = await db.session.get('current');
    if (!session) return null;
    return (await db.contacts.get(session.userId)) ?? null;
  }, []);
}

/**
 * Saves the contact numbers on the device at once (pending until the server confirms) and
 * answers what the server made of it. A refusal stays on the row: /Contacts shows it until
 * the user dismisses it.
 */
export async function saveContacts(input: ContactsSaveArgs): Promise<WriteOutcome> {
  // The write reads the signed-in user in its own transaction (refused when nobody is), so it starts at once.
  const { rowId } = await mutate('contacts.save', input);
  return awaitWrite('contacts', rowId);
}
