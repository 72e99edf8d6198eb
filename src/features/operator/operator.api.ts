import { useLiveQuery } from 'dexie-react-hooks';
import type { Ok } from '../../contract/envelope';
import {
  OPERATOR_API,
  type EstateSettings,
  type EstateSettingsInput,
  type OperatorEstate,
  type SetupCompleteRequest,
  type SetupLinkInfo,
} from '../../contract/operator';
import { uploadPhoto } from '../../app/photo-files';
import { db } from '../../db/db';
import { startSessionFromAnswer } from '../../sync/session';
import { apiFetch } from '../../sync/transport';

/** Every estate the operator scope holds, by name (archived ones too), from the local mirror. */
export function useOperatorEstates(): OperatorEstate[] | undefined {
  return useLiveQuery(async () => (await db.operatorEstates.toArray()).sort((a, b) => a.name.localeCompare(b.name)), []);
}

/** One estate of the operator scope; null when the mirror has none with that id. */
export function useOperatorEstate(estateId: number): OperatorEstate | null | undefined {
  return useLiveQuery(async () => (await db.operatorEstates.get(estateId)) ?? null, [estateId]);
}

/** The form's values from a synced estate (tiles as id -> on). */
export function settingsOf(estate: OperatorEstate): EstateSettings {
  const { estateId: _id, archived: _archived, tiles, ...rest } = estate;
  return { ...rest, tiles: Object.fromEntries(tiles.map((tile) => [tile.tileId, tile.enabled])) };
}

/** The server's answer is the estate as stored: written to the mirror at once (the pull brings the same row). */
async function keep(answer: Ok<OperatorEstate>): Promise<OperatorEstate> {
  const estate = answer.details?.[0];
  if (!estate) throw new Error('no estate in the answer');
  await db.operatorEstates.put(estate);
  return estate;
}

/** Online-only. */
export const createEstate = async (input: EstateSettingsInput) =>
  keep(await apiFetch<Ok<OperatorEstate>>(OPERATOR_API.estates, { method: 'POST', body: input }));
export const updateEstate = async (estateId: number, input: EstateSettingsInput) =>
  keep(await apiFetch<Ok<OperatorEstate>>(OPERATOR_API.estate(estateId), { method: 'PUT', body: input }));
export const archiveEstate = async (estateId: number) => keep(await apiFetch<Ok<OperatorEstate>>(OPERATOR_API.archive(estateId), { method: 'POST', body: {} }));
export const restoreEstate = async (estateId: number) => keep(await apiFetch<Ok<OperatorEstate>>(OPERATOR_API.restore(estateId), { method: 'POST', body: {} }));

/** Online-only: uploads a logo image as it is (a PNG keeps its transparency); answers its URL for the estate's settings. */
export const uploadLogo = (file: Blob): Promise<string> => uploadPhoto(file);

/** Public: what a set-up link is. */
export async function readSetupLink(token: string): Promise<SetupLinkInfo & { hasAccount: boolean }> {
  const answer = await apiFetch<Ok<SetupLinkInfo & { hasAccount: boolean }>>(OPERATOR_API.setupLink, { method: 'POST', body: { token }, auth: false });
  return answer.details?.[0] ?? { valid: false, email: '', hasAccount: false };
}

/** Public: uses the link, then signs in with the session it answers. */
export async function completeSetup(request: SetupCompleteRequest): Promise<void> {
  const answer = await apiFetch<Ok<{ user: { uid: string } }>>(OPERATOR_API.setupComplete, { method: 'POST', body: request, auth: false });
  await startSessionFromAnswer(answer);
  // The console opens at once; the pull brings the same row.
  const userId = answer.details?.[0]?.user.uid;
  if (userId) await db.operatorSelf.put({ userId, isOperator: true });
}
