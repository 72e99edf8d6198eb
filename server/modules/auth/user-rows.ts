import type { Selectable } from 'kysely';
import type { UserRecord, UserRole } from '../../../src/contract/records';
import type { SessionUser } from '../../../src/contract/auth';
import type { UserRolesTable, UsersTable } from '../core/core.tables';

/** Database rows -> the contract's user-scoped row shapes. */

export function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    uid: row.id,
    email: row.email,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    photoURL: row.photo_url,
    idNumber: row.id_number,
    mobile: row.mobile,
    mobileVerified: Number(row.mobile_verified) === 1,
    defaultEstate: Number(row.default_estate_id),
    userType: row.user_type,
    emailVerified: Number(row.email_verified) === 1,
  };
}

export function toSessionUser(row: Selectable<UsersTable>): SessionUser {
  const { uid, email, displayName, firstName, lastName, photoURL } = toUserRecord(row);
  return { uid, email, displayName, firstName, lastName, photoURL };
}

export function toUserRole(row: Selectable<UserRolesTable>): UserRole {
  return {
    id: row.id,
    userId: row.user_id,
    estateId: Number(row.estate_id),
    roleName: row.role_name,
    unitNo: row.unit_no,
    accessControl: Number(row.access_control) === 1,
  };
}
