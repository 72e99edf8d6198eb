import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { ContactsSaveArgsSchema, type ContactsSaveArgs } from '../../contract/mutations';
import type { Contact } from '../../contract/records';
import { db } from '../../db/db';
import { mutate } from '../../sync/mutate';

/** The signed-in user's contact numbers: undefined while loading, null when none synced yet. */
export function useContacts(): Contact | null | undefined {
  return useLiveQuery(async () => {
    const session = await db.session.get('current');
    if (!session) return null;
    return (await db.contacts.get(session.userId)) ?? null;
  }, []);
}

/** Saves the contact numbers locally at once (pending until the server confirms). */
export async function saveContacts(input: ContactsSaveArgs): Promise<void> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const userId = session.userId;
  const args = v.parse(ContactsSaveArgsSchema, input);
  await mutate({
    name: 'contacts.save',
    args,
    table: 'contacts',
    rowId: userId,
    apply: async () => {
      await db.contacts.put({ userId, ...args });
    },
  });
}
