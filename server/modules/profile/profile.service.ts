import type { UserRecord } from '../../../src/contract/records';
import { ProfileBodySchema, profileBody, type ProfileBody } from '../../../src/domain/profile';
import { PHOTO_MESSAGES, PROFILE_MESSAGES } from '../../../src/i18n/en/profile';
import { validateSaId } from '../../../src/domain/sa-id';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { UsersTable } from '../core/core.tables';
import { badRequest, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { publishToOwner } from '../../lib/own-rows';
import { writeTransaction } from '../../sync/change-log';
import { toUserRecord } from '../auth/user-rows';
import { isOwnPhotoUrl } from '../files/files.service';
import { publishMemberCardsOf } from '../manager/manager.service';
import { findUserById, updateUserProfile } from '../core/core.service';
import { findProfileDetails, upsertProfileDetails } from './profile.repository';

function storedBody(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The profile details of spec 3: the stored body, with name and ID number from the user row. */
function detailsOf(user: UsersTable, json: string | undefined): ProfileBody {
  return profileBody({ ...storedBody(json), firstName: user.first_name, lastName: user.last_name, idNumber: user.id_number });
}

async function existingUser(ctx: AppContext, id: string): Promise<UsersTable> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound(PROFILE_MESSAGES.userNotFound, 'users/not-found');
  return user;
}

export async function getProfileDetailsFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<ProfileBody> {
  const id = await requireAccess(ctx.db, callerId, { self: userId, missing: PROFILE_MESSAGES.userIdMissingOnFetch });
  const user = await existingUser(ctx, id);
  return detailsOf(user, await findProfileDetails(ctx.db, id));
}

/**
 * Saves profile details (POST and PUT alike). The body rule of spec 5: every known field is
 * taken from the input, empty or 'null' becomes ''. Every field then passes the screen's
 * character and length rules (ProfileBodySchema: no NUL or lone surrogate, names at most
 * 100 characters), and the ID number, when given, must be a valid South African ID; a
 * refusal stores and publishes nothing. Name, surname and ID number live on the user row,
 * which is published so every device of the user sees the change.
 */
export async function saveProfileDetailsFor(ctx: AppContext, callerId: string, userId: string | undefined, input: unknown): Promise<ProfileBody> {
  const id = await requireAccess(ctx.db, callerId, { self: userId, missing: PROFILE_MESSAGES.userIdMissingOnSave });
  const body = validate(ProfileBodySchema, profileBody(typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}));
  if (body.idNumber !== '' && !validateSaId(body.idNumber).valid) throw badRequest(PROFILE_MESSAGES.invalidIdNumber, 'profile/id-number');
  await existingUser(ctx, id);
  return writeTransaction(ctx.db, async (trx) => {
    const displayName = [body.firstName, body.lastName].filter(Boolean).join(' ');
    const user = await updateUserProfile(trx, id, {
      first_name: body.firstName,
      last_name: body.lastName,
      display_name: displayName,
      id_number: body.idNumber,
    });
    await upsertProfileDetails(trx, id, JSON.stringify(body));
    await publishToOwner(trx, id, 'users', id, toUserRecord(user));
    // The estate managers' member cards show the name.
    await publishMemberCardsOf(trx, ctx.hooks, id);
    return body;
  });
}

export async function getUserFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<UserRecord> {
  const id = await requireAccess(ctx.db, callerId, { self: userId, missing: PROFILE_MESSAGES.userIdMissingOnFetch });
  return toUserRecord(await existingUser(ctx, id));
}

/** PUT user record: sets the profile photo to a file the user uploaded. */
export async function setUserPhotoFor(ctx: AppContext, callerId: string, userId: string | undefined, photoURL: string): Promise<UserRecord> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  return writeTransaction(ctx.db, async (trx) => {
    if (!(await isOwnPhotoUrl(trx, id, photoURL))) throw badRequest(PHOTO_MESSAGES.failed, 'profile/photo');
    return publishToOwner(trx, id, 'users', id, toUserRecord(await updateUserProfile(trx, id, { photo_url: photoURL })));
  });
}
