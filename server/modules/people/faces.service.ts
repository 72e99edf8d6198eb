import type { AppContext, JobLog } from '../../context';
import { readStoredFile } from '../files/files.service';
import * as core from '../core/core.service';
import * as repo from './people.repository';

/**
 * Faces at an external face service (spec 2 face upload). By default there is
 * none (`ctx.faces.enabled` false): faces are stored privately and shown to the guard for a
 * human match, nothing leaves the server. With FACE_SERVICE_URL set, this job sends each stored
 * face (an associate's current face, a user's own) once and keeps the service's personId; it
 * runs outside every write transaction, so a slow service holds no lock.
 */

const BATCH = 20;

async function enrolOne(
  ctx: AppContext,
  log: JobLog,
  face: { fileId: string; ownerId: string; person: { estateName: string; firstName: string; lastName: string; email: string; phoneNumber: string } },
): Promise<boolean> {
  const file = await readStoredFile(ctx, face.fileId);
  if (!file) return false;
  try {
    const personId = await ctx.faces.enrol(file.bytes, file.contentType, face.person);
    await repo.insertEnrolment(ctx.db, { file_id: face.fileId, owner_id: face.ownerId, person_id: personId, enrolled_at: Date.now() });
    return true;
  } catch (error) {
    log.error({ err: error, fileId: face.fileId }, 'face enrolment failed; tried again on the next run');
    return false;
  }
}

/** Enrols the faces not enrolled yet (a batch of each kind); answers how many were. */
export async function enrolPendingFaces(ctx: AppContext, log: JobLog): Promise<number> {
  if (!ctx.faces.enabled) return 0;
  let enrolled = 0;
  const associates = await repo.listUnenrolledAssociateFaces(ctx.db, BATCH);
  const associateEstates = await core.estateNames(
    ctx.db,
    associates.map((a) => Number(a.estate_id)),
  );
  for (const a of associates) {
    const estateName = associateEstates.get(Number(a.estate_id));
    if (estateName === undefined) continue;
    const person = { estateName, firstName: a.first_name, lastName: a.last_name, email: a.email, phoneNumber: a.phone };
    if (await enrolOne(ctx, log, { fileId: a.face_file_id, ownerId: a.owner_id, person })) enrolled += 1;
  }
  const own = await repo.listUnenrolledOwnFaces(ctx.db, BATCH);
  const users = new Map(
    (
      await core.listUsersByIds(
        ctx.db,
        own.map((o) => o.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  const userEstates = await core.estateNames(
    ctx.db,
    [...users.values()].map((u) => Number(u.default_estate_id)),
  );
  for (const o of own) {
    const u = users.get(o.user_id);
    if (!u) continue;
    const person = {
      estateName: userEstates.get(Number(u.default_estate_id)) ?? '',
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      phoneNumber: u.mobile,
    };
    if (await enrolOne(ctx, log, { fileId: o.face_file_id, ownerId: o.user_id, person })) enrolled += 1;
  }
  return enrolled;
}
