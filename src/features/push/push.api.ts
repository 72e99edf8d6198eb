import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { pushChoices, type PushCategoryKey } from '../../domain/push';
import { mutate } from '../../sync/mutate';
import { useSession } from '../../sync/session-read';

/** The signed-in user's push categories as the switches show them: their row over the defaults (undefined while loading). */
export function usePushChoices(): Record<PushCategoryKey, boolean> | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? pushChoices((await db.pushPreferences.get(userId))?.categories) : undefined), [userId]);
}

/** One category on or off, through the outbox (works offline; lands once). */
export async function setPushCategory(category: PushCategoryKey, on: boolean): Promise<void> {
  await mutate('push.setCategory', { category, on });
}
