import { GATE_STAFF_ROLES, isRoleIn, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import { listUserRolesAt } from '../core/core.service';
import { filesUsedByRequests, findRequestByPhotoUrl } from './access-requests.repository';

/**
 * The guard's photo of a visitor (issue 31): the file stays the guard's upload, and a request that
 * names it lets the unit's people and the estate's gate staff (guards, managers) read it (the files
 * module asks every `Module.fileReaders`); while a request names it, the unused-upload purge
 * keeps it (`Module.fileReferences`), so it goes some hours after the request's own purge.
 */
export async function isAccessRequestPhotoVisible(db: Db | Trx, url: string, viewerId: string): Promise<boolean> {
  const request = await findRequestByPhotoUrl(db, url);
  if (!request) return false;
  const roles = await listUserRolesAt(db, viewerId, Number(request.estate_id));
  return roles.some((r) => isRoleIn(r.role_name, GATE_STAFF_ROLES) || (isRoleIn(r.role_name, UNIT_PEOPLE_ROLES) && r.unit_no === request.unit_no));
}

/** `Module.fileReferences`: the uploads a request's photo names. */
export const filesUsedByAccessRequests = (db: Db | Trx, fileIds: readonly string[]) => filesUsedByRequests(db, fileIds);
