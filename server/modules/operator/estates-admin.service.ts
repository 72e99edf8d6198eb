import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ThemeInput } from '../../../src/contract/content';
import type { EstateSettings, OperatorEstate, OperatorTheme } from '../../../src/contract/operator';
import { OPERATOR_MESSAGES as M } from '../../../src/i18n/en/operator.messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findPublishedData, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { ensureGateEstate, publishAccessControlConfig } from '../access/gate-state.service';
import { estateThemeOf, saveEstateTheme } from '../content/content.service';
import type { EstatesTable } from '../core/core.tables';
import * as core from '../core/core.service';
import { homeTilesOf, insertDefaultTiles, publishEstate, republishPublicEstate, setHomeTilesEnabled } from '../estates/estate-settings.service';
import { claimOwnFile, fileInfo, fileIdOfUrl } from '../files/files.service';
import { configFor, savePeopleLimits } from '../people/config.service';
import * as repo from './operator.repository';

/**
 * The operator's estates: create, edit, archive and restore. Every call checks the operator role
 * first; writes to other modules' tables go through their services, and each change publishes what
 * the estate's devices read (the public estates row, access info, tiles, theme, access-control
 * config, invite limits) as the demo seed does, plus the operator scope's `operatorEstates` row.
 * Residents' data is never read here.
 */

async function requireOperator(db: Db | Trx, callerId: string): Promise<void> {
  if (!(await repo.isOperator(db, callerId))) throw forbidden(M.notOperator, 'operator/forbidden');
}

/** A theme no one chose yet: derived from the operator's three colours. */
function fullTheme(picked: OperatorTheme, existing: ThemeInput | undefined): ThemeInput {
  return {
    gradientStart: picked.primary,
    gradientEnd: picked.secondary,
    bottomBarBackground: '#ffffff',
    bottomBarActive: picked.primary,
    bottomBarInactive: '#757575',
    banner: '',
    ...existing,
    ...picked,
  };
}

const DEFAULT_THEME: OperatorTheme = { primary: '#1b5e20', secondary: '#f9a825', onPrimary: '#ffffff' };

/** The estate as the operator console shows it (operator scope). */
export async function operatorEstateOf(db: Db | Trx, estate: Selectable<EstatesTable>): Promise<OperatorEstate> {
  const estateId = Number(estate.id);
  const [theme, people, tiles] = await Promise.all([estateThemeOf(db, estateId), configFor(db, estateId), homeTilesOf(db, estateId)]);
  return {
    estateId,
    name: estate.name,
    timeZone: estate.time_zone,
    street: estate.street,
    suburb: estate.suburb,
    city: estate.city,
    postalCode: estate.postal_code,
    contactNumbers: estate.contact_numbers,
    controlRoomNumber: estate.control_room_number,
    ambulanceNumber: estate.ambulance_number,
    fireNumber: estate.fire_number,
    contactEmail: estate.contact_email,
    supportEmail: estate.support_email,
    helpUrl: estate.help_url,
    logoUrl: estate.image_url,
    theme: theme ? { primary: theme.primary, secondary: theme.secondary, onPrimary: theme.onPrimary } : DEFAULT_THEME,
    gateWindowSec: Number(estate.gate_window_sec),
    gateListMaxAgeSec: Number(estate.gate_list_max_age_sec),
    refreshInterval: Number(estate.refresh_interval),
    limits: {
      associatesPerUnit: people.limits.associatesPerUnit,
      visitorsPerDay: people.limits.visitorsPerDay,
      guestsPerLettingUnit: people.limits.guestsPerLettingUnit,
    },
    tiles: tiles
      .map((t) => ({ tileId: t.id, roleName: t.roleName, title: t.tileDisplayTitle, priority: t.tilePriority, enabled: t.tileEnabled }))
      .sort((a, b) => a.roleName.localeCompare(b.roleName) || a.priority - b.priority || a.tileId.localeCompare(b.tileId)),
    archived: estate.archived_at !== null,
  };
}

async function publishOperatorEstate(trx: Trx, estateId: number): Promise<OperatorEstate> {
  const estate = await core.findEstate(trx, estateId);
  if (!estate) throw notFound(M.estateNotFound, 'operator/estate-not-found');
  const row = await operatorEstateOf(trx, estate);
  await publish(trx, scopes.operator, 'operatorEstates', estateId, row);
  return row;
}

/**
 * At every boot: each estate's operator row is published when missing or different (estates the
 * demo seed or a manager changed), so operators see every estate.
 */
export async function republishOperatorEstates(db: Db): Promise<void> {
  for (const estate of await core.listAllEstates(db)) {
    // The public estates row too, when its fields grew (094's emergency numbers).
    await republishPublicEstate(db, estate);
    const row = await operatorEstateOf(db, estate);
    if ((await findPublishedData(db, 'operatorEstates', String(row.estateId))) === JSON.stringify(row)) continue;
    await writeTransaction(db, async (trx) => {
      await publish(trx, scopes.operator, 'operatorEstates', row.estateId, row);
    });
  }
}

async function requireFreeName(db: Db | Trx, name: string, exceptId?: number): Promise<void> {
  if ((await core.findEstateIdByNameIgnoringCase(db, name, exceptId)) !== undefined) throw conflict(M.nameTaken, 'operator/name-taken');
}

/** A new logo must be the caller's own upload (POST /sdk/files); the estate's current one stays as it is. */
async function requireLogo(db: Db, callerId: string, url: string, current = ''): Promise<void> {
  if (url === '' || url === current) return;
  const id = fileIdOfUrl(url);
  const file = id === undefined ? undefined : await fileInfo(db, id);
  if (!file || file.ownerId !== callerId) throw badRequest(M.logoMissing, 'operator/logo-missing');
}

/** The estate row's columns from the settings. */
function estateColumns(s: EstateSettings) {
  return {
    name: s.name,
    time_zone: s.timeZone,
    street: s.street,
    suburb: s.suburb,
    city: s.city,
    postal_code: s.postalCode,
    contact_numbers: s.contactNumbers,
    control_room_number: s.controlRoomNumber,
    ambulance_number: s.ambulanceNumber,
    fire_number: s.fireNumber,
    contact_email: s.contactEmail,
    support_email: s.supportEmail,
    help_url: s.helpUrl,
    image_url: s.logoUrl,
    gate_window_sec: s.gateWindowSec,
    gate_list_max_age_sec: s.gateListMaxAgeSec,
    refresh_interval: s.refreshInterval,
  };
}

/** POST: a new estate with its default tiles (every role's), theme, invite limits and gate state. */
export async function createEstate(ctx: AppContext, callerId: string, settings: EstateSettings): Promise<OperatorEstate> {
  await requireOperator(ctx.db, callerId);
  await requireFreeName(ctx.db, settings.name);
  await requireLogo(ctx.db, callerId, settings.logoUrl);
  const row = await writeTransaction(ctx.db, async (trx) => {
    await requireFreeName(trx, settings.name);
    const estateId = await core.nextEstateId(trx);
    const estate = await core.insertEstateRow(trx, {
      id: estateId,
      ...estateColumns(settings),
      qr_code_url: '',
      qr_code_key: crypto.randomBytes(32).toString('base64'),
      qr_code_key_iv: crypto.randomBytes(16).toString('base64'),
      encryption_enabled: 1,
      revert_to_offline: 0,
      access_message: '',
    });
    if (settings.logoUrl !== '') await claimOwnFile(trx, callerId, settings.logoUrl, `content:${estateId}`);
    await insertDefaultTiles(trx, estateId);
    await setHomeTilesEnabled(trx, estateId, settings.tiles);
    await saveEstateTheme(trx, estateId, fullTheme(settings.theme, undefined));
    await savePeopleLimits(trx, estateId, settings.limits);
    await publishEstate(trx, estate);
    await publishAccessControlConfig(trx, estateId);
    return publishOperatorEstate(trx, estateId);
  });
  // The gate's issuing key and revocation list (the access module's; its hourly maintenance would make them too).
  await ensureGateEstate(ctx, row.estateId);
  return row;
}

/** PUT: the estate's settings; only what changed is published again. */
export async function updateEstate(ctx: AppContext, callerId: string, estateId: number, settings: EstateSettings): Promise<OperatorEstate> {
  await requireOperator(ctx.db, callerId);
  const before = await core.findEstate(ctx.db, estateId);
  if (!before) throw notFound(M.estateNotFound, 'operator/estate-not-found');
  await requireFreeName(ctx.db, settings.name, estateId);
  await requireLogo(ctx.db, callerId, settings.logoUrl, before.image_url);
  return writeTransaction(ctx.db, async (trx) => {
    await requireFreeName(trx, settings.name, estateId);
    const previous = await operatorEstateOf(trx, before);
    const estate = await core.updateEstateRow(trx, estateId, estateColumns(settings));
    if (!estate) throw notFound(M.estateNotFound, 'operator/estate-not-found');
    if (settings.logoUrl !== '' && settings.logoUrl !== before.image_url) await claimOwnFile(trx, callerId, settings.logoUrl, `content:${estateId}`);
    await setHomeTilesEnabled(trx, estateId, settings.tiles);
    if (JSON.stringify(previous.theme) !== JSON.stringify(settings.theme)) {
      await saveEstateTheme(trx, estateId, fullTheme(settings.theme, await estateThemeOf(trx, estateId)));
    }
    if (JSON.stringify(previous.limits) !== JSON.stringify(settings.limits)) await savePeopleLimits(trx, estateId, settings.limits);
    await publishEstate(trx, estate);
    if (previous.gateWindowSec !== settings.gateWindowSec || previous.gateListMaxAgeSec !== settings.gateListMaxAgeSec) {
      await publishAccessControlConfig(trx, estateId);
    }
    return publishOperatorEstate(trx, estateId);
  });
}

/**
 * Archive (true) or restore (false). An archived estate leaves the public estates list (sign-up
 * and Switch Estate pickers; sign-up to it is refused); its members keep their roles, gate keys
 * and data, so restoring brings it back as it was.
 */
export async function setArchived(ctx: AppContext, callerId: string, estateId: number, archived: boolean): Promise<OperatorEstate> {
  await requireOperator(ctx.db, callerId);
  return writeTransaction(ctx.db, async (trx) => {
    const before = await core.findEstate(trx, estateId);
    if (!before) throw notFound(M.estateNotFound, 'operator/estate-not-found');
    const estate = await core.updateEstateRow(trx, estateId, { archived_at: archived ? (before.archived_at ?? Date.now()) : null });
    if (!estate) throw notFound(M.estateNotFound, 'operator/estate-not-found');
    await publishEstate(trx, estate);
    return publishOperatorEstate(trx, estateId);
  });
}
