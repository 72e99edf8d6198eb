import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';

/**
 * Whether a member is banned from an estate's gate: the access module's data. Access imports
 * manager (it republishes cards after a ban), so it hands its check over here instead of manager
 * importing access back.
 */
export type BanCheck = (db: Db | Trx, estateId: number, userId: string) => Promise<boolean>;

let banCheck: BanCheck | undefined;

export function setBanCheck(check: BanCheck): void {
  banCheck = check;
}

export function isBanned(db: Db | Trx, estateId: number, userId: string): Promise<boolean> {
  if (!banCheck) throw new Error('No ban check: the access module is not loaded');
  return banCheck(db, estateId, userId);
}
