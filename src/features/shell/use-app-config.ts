import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';

/**
 * True when the product is under maintenance (default off): from the synced app config once
 * signed in, and from the public health answer on the signed-out screens (best effort: no
 * answer means not under maintenance).
 */
export function useMaintenance(signedIn: boolean): boolean {
  const synced = useLiveQuery(async () => (await db.appConfig.get('maintenance'))?.value === true, [], false);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    if (signedIn) return;
    const controller = new AbortController();
    // The transport and the API paths are loaded here, not imported, so they stay out of the first-load bundle.
    Promise.all([import('../../sync/transport'), import('../../contract/api-paths')])
      .then(([{ apiFetch }, { API }]) => apiFetch<{ details: { maintenance?: unknown }[] }>(API.health, { auth: false, signal: controller.signal }))
      .then((body) => setAnnounced(body.details[0]?.maintenance === true))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn]);
  return synced || (!signedIn && announced);
}
