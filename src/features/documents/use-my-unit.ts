import { useUnitTiles } from '../../app/use-my-units';
import { useCurrentRole } from '../../app/use-current-role';

/**
 * The current estate and whether the user holds `unitNo` there (the vault is per unit): undefined
 * while loading. A unit the user does not hold shows no documents.
 */
export function useMyUnit(unitNo: string): { estateId: number; holds: boolean } | null | undefined {
  const access = useCurrentRole();
  const tiles = useUnitTiles(access?.estateId);
  if (access === undefined) return undefined;
  if (access === null) return null;
  if (tiles === undefined) return undefined;
  return { estateId: access.estateId, holds: unitNo !== '' && tiles.some((tile) => tile.unitNo === unitNo) };
}
