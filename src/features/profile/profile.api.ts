import { API } from '../../contract/api-paths';
import { db } from '../../db/db';
import { ProfileDetailsSchema, type ProfileBody, type ProfileDetails } from '../../domain/profile';
import { requireUserId } from '../../sync/session';
import { apiFetch } from '../../sync/transport';
import * as v from 'valibot';
import { resizePhoto, uploadPhoto } from '../../app/photo-files';

/**
 * Online-only (spec 6: Profile Details is blocked offline): saves name, surname and ID number.
 * The server publishes the user row, so the device's copy follows through sync; the answer's
 * row is also written at once so the screen shows it without waiting for the pull.
 */
export async function saveProfileDetails(input: ProfileDetails): Promise<ProfileBody> {
  const userId = await requireUserId();
  const details = v.parse(ProfileDetailsSchema, input);
  const answer = await apiFetch<{ details: ProfileBody[] }>(`${API.userDetail}?userID=${encodeURIComponent(userId)}`, { method: 'PUT', body: details });
  const saved = answer.details[0];
  if (saved) {
    const displayName = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
    await db.users.update(userId, { firstName: saved.firstName, lastName: saved.lastName, idNumber: saved.idNumber, displayName });
  }
  return saved ?? ({ ...details } as ProfileBody);
}

/** Online-only: resizes the picked photo, uploads it and sets it as the profile photo. */
export async function changeProfilePhoto(file: Blob): Promise<void> {
  const userId = await requireUserId();
  const blob = await resizePhoto(file);
  const url = await uploadPhoto(blob);
  await db.fileCache.put({ url, blob, fetchedAt: Date.now() });
  await apiFetch(`${API.user}?userID=${encodeURIComponent(userId)}`, { method: 'PUT', body: { photoURL: url } });
  await db.users.update(userId, { photoURL: url });
}
