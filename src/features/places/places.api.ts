import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PointOfInterest, SitePlan } from '../../contract/content';
import { db } from '../../db/db';
import { loadPublicConfig } from '../../sync/public-config';
import { useCurrentRole } from '../../app/use-current-role';
import { browserOffline } from '../../sync/network';

/** The current estate (id and name): undefined while loading; id -1 before the first sync. */
export function useCurrentEstate(): { id: number; name: string } | undefined {
  const access = useCurrentRole();
  return access === undefined ? undefined : { id: access?.estateId ?? -1, name: access?.estateName ?? '' };
}

/** The estate's points of interest as the device holds them (all of them; the screen filters with visiblePoints). */
export function pointsOfInterestOf(estateId: number): Promise<PointOfInterest[]> {
  return db.pointsOfInterest.where('estateId').equals(estateId).toArray();
}

/** The estate's site plan as the device holds it; null when it has none. */
export async function sitePlanOf(estateId: number): Promise<SitePlan | null> {
  return (await db.sitePlans.get(estateId)) ?? null;
}

/** pointsOfInterestOf, live; undefined while loading. */
export function usePointsOfInterest(estateId: number | undefined): PointOfInterest[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : pointsOfInterestOf(estateId)), [estateId]);
}

/** sitePlanOf, live; null when the estate has none, undefined while loading. */
export function useSitePlan(estateId: number | undefined): SitePlan | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : sitePlanOf(estateId)), [estateId]);
}

/** MAP_STYLE_URL from the server's public config (asked once per page load, online only); null when unset or unreachable. */
function loadMapStyleUrl(): Promise<string | null> {
  return loadPublicConfig().then(
    ({ mapStyleUrl }) => (mapStyleUrl?.startsWith('https://') ? mapStyleUrl : null),
    () => null,
  );
}

/** The basemap's style URL when the operator set one and the device is online; null otherwise (the site plan is the map); undefined while asking. */
export function useMapStyleUrl(): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(() => (browserOffline() ? null : undefined));
  useEffect(() => {
    if (browserOffline()) return;
    let live = true;
    void loadMapStyleUrl().then((value) => {
      if (live) setUrl(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return url;
}
