import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';

/** True when the synced app config says the product is under maintenance (default off). */
export function useMaintenance(): boolean {
  return useLiveQuery(async () => (await db.appConfig.get('maintenance'))?.value === true, [], false);
}
