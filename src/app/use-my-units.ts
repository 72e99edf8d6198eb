import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { API } from '../contract/api-paths';
import { FailureSchema } from '../contract/envelope';
import { db } from '../db/db';
import { isoDate, unitTiles, type UnitTile } from '../domain/associates';
import { requireUserId, useSession } from '../sync/session';
import { apiFetch, ApiError } from '../sync/transport';
import { useCurrentRole } from './use-current-role';

/**
 * The units the signed-in user holds at an estate, for every unit picker (associates 'Select Unit
 * Number', visitors 'Select Stand/Unit Number', the letting picker): their roles' unit numbers
 * (db.userRoles) joined to the synced units with their allowances (db.units). Undefined while loading.
 */
export function useUnitTiles(estateId: number | undefined): UnitTile[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const [roles, units] = await Promise.all([db.userRoles.where('userId').equals(userId).toArray(), db.units.where('estateId').equals(estateId).toArray()]);
    return unitTiles(roles, units, estateId, isoDate(new Date()));
  }, [userId, estateId]);
}

/** The server's refusal of the unit list, as the spec's dialog shows it (errorDescription, errorDetails, CLOSE). */
export type UnitListError = { errorDescription: string; errorDetails: string };

/**
 * Online, asks the server for the user's units (spec 2 unit properties: it also makes a missing unit
 * row, which then arrives through sync). Offline answers null (the picker shows what the device has);
 * a refusal answers the error for the dialog.
 */
export async function refreshMyUnits(estateId: number): Promise<UnitListError | null> {
  const userId = await requireUserId();
  try {
    await apiFetch(`${API.unitProperties}?${new URLSearchParams({ userID: userId, estateId: String(estateId) }).toString()}`);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) return null;
    const body = v.safeParse(FailureSchema, error.body);
    return body.success
      ? { errorDescription: body.output.errorDescription, errorDetails: body.output.errorDetails.detail }
      : { errorDescription: error.message, errorDetails: '' };
  }
}

/**
 * Everything a unit picker screen reads: the current estate's tiles (from Dexie), whether they are
 * still loading, and, online, the server's refusal of the unit list for the spec's dialog.
 */
export function useUnitPicker(): { tiles: UnitTile[] | undefined; loading: boolean; listError: UnitListError | null; closeListError: () => void } {
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const tiles = useUnitTiles(estateId);
  const [listError, setListError] = useState<UnitListError | null>(null);
  useEffect(() => {
    if (estateId !== undefined) void refreshMyUnits(estateId).then(setListError);
  }, [estateId]);
  return { tiles, loading: access === undefined || (access !== null && tiles === undefined), listError, closeListError: () => setListError(null) };
}
