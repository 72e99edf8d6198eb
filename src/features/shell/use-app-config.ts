import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
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
    // The transport is loaded here, not imported, so it stays out of the first-load bundle.
    import('../../sync/transport')
      .then(({ apiFetch }) => apiFetch<{ details: { maintenance?: unknown }[] }>(API.health, { auth: false, signal: controller.signal }))
      .then((body) => setAnnounced(body.details[0]?.maintenance === true))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn]);
  return synced || (!signedIn && announced);
}
