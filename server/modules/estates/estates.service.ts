import { buildAccessControl } from '../../../src/domain/estate-roles';
import {
  toWireAccessInfo,
  toWireEstate,
  toWireRoleEntry,
  type AccessControlListEntry,
  type WireAccessInfo,
  type WireEstate,
} from '../../../src/contract/records';
import type { FirebaseClientConfig } from '../../../src/contract/auth';
import { ESTATE_MESSAGES } from '../../../src/i18n/en/estates';
import type { AppContext } from '../../context';
import { requireAccess } from '../../auth/authorize';
import { forbidden } from '../../lib/errors';
import { toUserRole } from '../auth/user-rows';
import * as repo from './estates.repository';
import { toAccessInfo, toEstate, toRole, toTile } from './estate-rows';
import { APP_VERSION } from '../../../src/contract/version';
import * as core from '../core/core.service';

export type AccessControlConfig = { qrCodeUrl: string; qrCodeKey: string; qrCodeKeyIv: string; encryptionEnabled: boolean };

/** Public: the estates a person may choose at sign-up. */
export async function listEstates(ctx: AppContext): Promise<WireEstate[]> {
  return (await core.listEstates(ctx.db)).map((row) => toWireEstate(toEstate(row)));
}

/** The caller's access-control list: one entry per (estate, role), highest rank first. */
export async function accessControlList(ctx: AppContext, callerId: string, userId: string): Promise<AccessControlListEntry[]> {
  await requireAccess(ctx.db, callerId, { self: userId, message: ESTATE_MESSAGES.aclForbidden, code: 'acl/forbidden' });
  const userRoles = (await core.listUserRoles(ctx.db, userId)).map(toUserRole);
  const estateIds = [...new Set(userRoles.map((r) => r.estateId))];
  const [roles, estates, tiles] = await Promise.all([
    core.listRoles(ctx.db),
    core.listEstatesByIds(ctx.db, estateIds),
    repo.listTilesOfEstates(ctx.db, estateIds),
  ]);
  return buildAccessControl({ userRoles, roles: roles.map(toRole), estates: estates.map(toEstate), tiles: tiles.map(toTile) }).map(toWireRoleEntry);
}

/** Access info for the estates in the caller's access-location list (role rows with access_control). */
export async function accessInfo(ctx: AppContext, callerId: string, userId: string): Promise<WireAccessInfo[]> {
  await requireAccess(ctx.db, callerId, { self: userId, message: ESTATE_MESSAGES.accessInfoForbidden, code: 'acl/forbidden' });
  const userRoles = await core.listUserRoles(ctx.db, userId);
  const estateIds = [...new Set(userRoles.filter((r) => Number(r.access_control) === 1).map((r) => Number(r.estate_id)))];
  return (await core.listEstatesByIds(ctx.db, estateIds)).map((row) => toWireAccessInfo(toAccessInfo(row)));
}

/** QR settings of one estate; only for people who hold a role there. */
export async function accessControlConfig(ctx: AppContext, callerId: string, estateId: number): Promise<AccessControlConfig> {
  const refusal = { message: ESTATE_MESSAGES.configForbidden, code: 'acl/forbidden' };
  await requireAccess(ctx.db, callerId, { estateId, member: true, ...refusal });
  const estate = await core.findEstate(ctx.db, estateId);
  if (!estate) throw forbidden(refusal.message, refusal.code);
  return {
    qrCodeUrl: estate.qr_code_url,
    qrCodeKey: estate.qr_code_key,
    qrCodeKeyIv: estate.qr_code_key_iv,
    encryptionEnabled: Number(estate.encryption_enabled) === 1,
  };
}

/**
 * What the app needs before anyone is signed in;
 * `mapStyleUrl` (MAP_STYLE_URL) only when set: the points-of-interest map's MapLibre style;
 * `firebase` only when FIREBASE_PROJECT_ID is set: the app signs in through Firebase Auth.
 */
export type PublicConfig = {
  passwordMinLength: number;
  maintenance: boolean;
  version: string;
  mapStyleUrl?: string;
  firebase?: FirebaseClientConfig;
};

/** What the sign-up screen needs before anyone is signed in, the map style of /poi and the Firebase project when the operator set them. */
export function publicConfig(ctx: AppContext): PublicConfig {
  const { mapStyleUrl, firebase } = ctx.config;
  return {
    passwordMinLength: ctx.config.passwordMinLength,
    maintenance: ctx.config.maintenance,
    version: APP_VERSION,
    ...(mapStyleUrl ? { mapStyleUrl } : {}),
    ...(firebase
      ? {
          firebase: {
            projectId: firebase.projectId,
            apiKey: firebase.apiKey,
            authDomain: firebase.authDomain,
            ...(firebase.emulatorHost ? { emulatorUrl: `http://${firebase.emulatorHost}` } : {}),
          },
        }
      : {}),
  };
}
