import * as v from 'valibot';
import { DEFAULT_INVITE_SETTINGS, InviteSettingsSchema, type InviteSettings, type InviteSettingsArgs, type VisitorType } from '../../../src/contract/invites';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { PEOPLE_CONFIG_MESSAGES } from '../../../src/i18n/en/people';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { hasChangeLogRow, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './invites.repository';
import * as core from '../core/core.service';

/**
 * The estate's invite settings beside its people configuration: the visitor types (spec 2
 * 'Visitor access home' tiles), the directions on the visitor's pass page and the days visitors'
 * details are kept (POPIA). One JSON row per estate, synced to the estate's scope; the estate
 * manager replaces it. An estate without a row has DEFAULT_INVITE_SETTINGS.
 */

/** The estate's settings: its stored row (read with the contract's schema), or the defaults. */
export async function settingsFor(db: Db | Trx, estateId: number): Promise<InviteSettings> {
  const row = await repo.findSettingsRow(db, estateId);
  if (row) {
    const parsed = v.safeParse(InviteSettingsSchema, { ...(JSON.parse(row.data) as object), estateId });
    if (parsed.success) return parsed.output;
  }
  return { estateId, ...structuredClone(DEFAULT_INVITE_SETTINGS) };
}

/** The active visitor type with this id, if the estate offers it. */
export const activeVisitorType = (settings: InviteSettings, typeId: number): VisitorType | undefined =>
  settings.visitorTypes.find((type) => type.active && type.pkivisitorInviteTypeID === typeId);

/** The largest visitor type id an invite row stores (PostgreSQL integer). */
const MAX_TYPE_ID = 2147483647;

/** Stores and publishes the estate's settings (the manager's PUT and the seed). */
export async function saveInviteSettings(trx: Trx, estateId: number, args: InviteSettingsArgs): Promise<InviteSettings> {
  const ids = args.visitorTypes.map((type) => type.pkivisitorInviteTypeID);
  // A type id is stored with each invite (an integer column): 1e308 or 2^31 was accepted here and
  // every later invite of that type failed in PostgreSQL (500).
  if (new Set(ids).size !== ids.length || ids.some((id) => id > MAX_TYPE_ID)) throw badRequest(PEOPLE_CONFIG_MESSAGES.invalid, 'invites/settings-invalid');
  const settings: InviteSettings = { estateId, ...args };
  await repo.upsertSettingsRow(trx, estateId, JSON.stringify(args), Date.now());
  await publish(trx, scopes.estate(estateId), 'inviteSettings', estateId, settings);
  return settings;
}

/** PUT API.inviteSettings?estateID=: the estate's managers only. */
export async function putInviteSettings(ctx: AppContext, callerId: string, estateId: number, args: InviteSettingsArgs): Promise<InviteSettings> {
  await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES });
  if ((await core.estateName(ctx.db, estateId)) === undefined) throw notFound();
  return writeTransaction(ctx.db, (trx) => saveInviteSettings(trx, estateId, args));
}

/**
 * Boot and periodic: an estate whose settings were never published gets the defaults published
 * to its scope (not stored: the defaults hold until the manager saves its own).
 */
export async function publishDefaultSettings(db: Db): Promise<number> {
  let published = 0;
  for (const estateId of await core.listEstateIds(db)) {
    if (await hasChangeLogRow(db, 'inviteSettings', String(estateId))) continue;
    await writeTransaction(db, async (trx) => {
      if (await hasChangeLogRow(trx, 'inviteSettings', String(estateId))) return;
      await publish(trx, scopes.estate(estateId), 'inviteSettings', estateId, await settingsFor(trx, estateId));
      published += 1;
    });
  }
  return published;
}
