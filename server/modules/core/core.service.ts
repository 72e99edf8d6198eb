import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import { estateNames } from './core.repository';
/**
 * What other modules may do with users, their role rows, estates, the role catalogue and units:
 * the core repository's functions, named here so no other module imports a repository.
 */
export {
  findUserById,
  findUserByEmail,
  findUserByEmailIgnoringCase,
  findUserEmail,
  userExists,
  listUsersByIds,
  insertUser,
  updatePasswordHash,
  markEmailVerified,
  updateUserProfile,
  deleteUserRow,
  insertEstateRow,
  anyEstateExists,
  listEstates,
  listAllEstates,
  nextEstateId,
  findEstateIdByNameIgnoringCase,
  updateEstateRow,
  estateOpenForSignUp,
  listEstateIds,
  findEstate,
  listEstatesByIds,
  estateExists,
  estateName,
  estateNames,
  findEstateIdByName,
  insertRoleRow,
  listRoles,
  listUserRoles,
  listUserRolesAt,
  listRoleRowsNamed,
  insertUserRole,
  deleteUserRole,
  setRoleAccess,
  setAccessControlFlag,
  listEnabledRoleNames,
  listEnabledRolesAt,
  listAllRolesAt,
  findEstateRoleRow,
  hasOtherAccessRole,
  estatesOfUser,
  listMemberships,
  countMembersOfEstate,
  listMemberIdsOfEstate,
  isMemberOfEstate,
  sharesEstateAsStaff,
  heldUnitNos,
  unitsOfUser,
  listUnitRoles,
  holdsUnitRole,
  holdsEstateRole,
  firstHolderOf,
  listUnitHolders,
  findDelegateRole,
  findUnit,
  insertUnitIfMissing,
  insertUnit,
  listEstateUnits,
  lockUnit,
  updateUnit,
  addAssociatePlace,
  addGuestPlace,
  listHeldUnitsWithoutRow,
} from './core.repository';

/**
 * The rows with their estate's name as `estate_name`, in their order; a row whose estate does not
 * exist is dropped (what an inner join on estates answered).
 */
export async function withEstateNames<T extends { estate_id: number }>(db: Db | Trx, rows: readonly T[]): Promise<Array<T & { estate_name: string }>> {
  const names = await estateNames(
    db,
    rows.map((r) => Number(r.estate_id)),
  );
  return rows.flatMap((row) => {
    const name = names.get(Number(row.estate_id));
    return name === undefined ? [] : [{ ...row, estate_name: name }];
  });
}
