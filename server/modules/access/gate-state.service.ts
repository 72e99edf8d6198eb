import type { Selectable } from 'kysely';
import type { AccessControlConfig, GateKey, RevocationListRecord } from '../../../src/contract/gate';
import { signRevocationList } from '../../../src/domain/qr';
import { ACCESS_MESSAGES } from '../../../src/i18n/en/access';
import type { AppContext, JobLog } from '../../context';
import { isUniqueViolation } from '../../db/database';
import type { EstatesTable } from '../core/core.tables';
import { notFound } from '../../lib/errors';
import { findPublishedData, hasChangeLogRow, hasPublished, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './access.repository';
import { IssuerKeyUnopenable, newIssuerKey, openIssuerKey, resealIssuerKey } from './issuer-keys';
import * as core from '../core/core.service';

/**
 * An estate's gate state: its issuing key, the access-control config mirrored to the estate
 * scope, and the signed revocation list in the gate scope, with the lock order every
 * transaction that revokes or republishes follows.
 */

/** The list is re-signed when older than this, so a guard that syncs never sees it stale (72 h). */
export const RESIGN_AFTER_SEC = 12 * 3600;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function toAccessControlConfig(row: Selectable<EstatesTable>): AccessControlConfig {
  return {
    estateId: Number(row.id),
    qrCodeUrl: row.qr_code_url,
    qrCodeKey: row.qr_code_key,
    qrCodeKeyIv: row.qr_code_key_iv,
    encryptionEnabled: Number(row.encryption_enabled) === 1,
    acceptanceWindowSec: Number(row.gate_window_sec),
    revocationMaxAgeSec: Number(row.gate_list_max_age_sec),
  };
}

/**
 * Publishes the estate's access-control config (QR key, gate clock settings) to its scope. Call
 * in the transaction that changes the estate's gate settings; boot and the hourly maintenance
 * republish a config whose published copy differs from the estate row.
 */
export async function publishAccessControlConfig(trx: Trx, estateId: number): Promise<void> {
  const estate = await core.findEstate(trx, estateId);
  if (estate) await publish(trx, scopes.estate(estateId), 'accessControlConfig', estateId, toAccessControlConfig(estate));
}

/*
 * Lock order (PostgreSQL). A transaction that revokes credentials or republishes
 * a revocation list takes, in this order:
 *   1. the credential rows it revokes (revokeCredentials, cred_id order),
 *   2. the revocation-list rows of every estate concerned, in estate-id order (lockRevocationLists),
 *   3. the change log: on SQLite the sync_state row, which the first publish() takes and holds to commit (on
 *      PostgreSQL publish() takes no shared lock: docs/ARCHITECTURE.md, "Versions without a global lock").
 * So nothing publishes (member cards, user roles, tombstones) before step 2. Sign-out, PIN reset,
 * bans, access-list changes, account deletion and the list maintenance all follow it, and
 * publishRevocationList refuses an estate whose row this transaction has not locked in step 2.
 * SQLite runs one write transaction at a time; the same order is kept there.
 */
const lockedLists = new WeakMap<Trx, Set<number>>();

/** Step 2 of the lock order: locks the estates' revocation-list rows before anything publishes. */
export async function lockRevocationLists(ctx: AppContext, trx: Trx, estateIds: readonly number[]): Promise<void> {
  if (estateIds.length === 0) return;
  if (hasPublished(trx)) throw new Error('lock order: revocation lists must be locked before the transaction publishes');
  const ids = [...new Set(estateIds)].sort((a, b) => a - b);
  if (ctx.dialect === 'postgres') await repo.lockRevocationStates(trx, ids);
  const held = lockedLists.get(trx) ?? new Set<number>();
  for (const id of ids) held.add(id);
  lockedLists.set(trx, held);
}

/** Revokes the matching credentials (step 1) and locks the lists of their estates (step 2). */
export async function revokeAndLock(
  ctx: AppContext,
  trx: Trx,
  filter: Parameters<typeof repo.revokeCredentials>[1],
  reason: string,
  now: number,
): Promise<number[]> {
  const estates = await repo.revokeCredentials(trx, filter, reason, now, ctx.dialect === 'postgres');
  await lockRevocationLists(ctx, trx, estates);
  return estates;
}

/**
 * Signs and publishes the estate's current revocation list (next seq) to its gate scope. The
 * estate's list row is already locked (lockRevocationLists): a concurrent revocation waits, and
 * the lists read below (a fresh snapshot per statement on PostgreSQL) include what it committed.
 */
export async function publishRevocationList(ctx: AppContext, trx: Trx, estateId: number): Promise<RevocationListRecord> {
  if (!lockedLists.get(trx)?.has(estateId)) throw new Error(`lock order: estate ${estateId}'s revocation list is not locked in this transaction`);
  const key = await repo.findIssuerKey(trx, estateId);
  if (!key) throw new Error(`estate ${estateId} has no issuing key`);
  const state = await repo.findRevocationState(trx, estateId);
  const nowSec = nowSeconds();
  const seq = (state ? Number(state.seq) : 0) + 1;
  const issuedAt = Math.max(nowSec, state ? Number(state.issued_at) : 0);
  const secretKey = openIssuerKey(ctx.tokenKeys, key);
  const signed = signRevocationList(
    {
      issuedAt,
      seq,
      revokedCredIds: await repo.listRevokedCredIds(trx, estateId, nowSec),
      revokedUserIds: await repo.listBannedUserIds(trx, estateId),
      minCredNotBefore: 0,
    },
    key.key_id,
    secretKey,
  );
  secretKey.fill(0);
  await repo.saveRevocationState(trx, { estate_id: estateId, seq, issued_at: issuedAt }, state !== undefined);
  const record: RevocationListRecord = {
    estateId,
    keyId: signed.keyId,
    signature: signed.signature,
    ...signed.list,
    revokedCredIds: [...signed.list.revokedCredIds],
    revokedUserIds: [...signed.list.revokedUserIds],
  };
  await publish(trx, scopes.gate(estateId), 'revocationLists', estateId, record);
  return record;
}

/**
 * Makes sure an estate has its issuing key (published to the gate scope), its access-control
 * config mirrored to the estate scope and a signed revocation list. Idempotent; safe when two
 * processes race (the unique estate_id makes the loser re-read).
 */
export async function ensureGateEstate(ctx: AppContext, estateId: number): Promise<void> {
  if (await repo.findIssuerKey(ctx.db, estateId)) return;
  try {
    await writeTransaction(ctx.db, async (trx) => {
      if (await repo.findIssuerKey(trx, estateId)) return;
      const estate = await core.findEstate(trx, estateId);
      if (!estate) throw notFound(ACCESS_MESSAGES.estateUnknown);
      await lockRevocationLists(ctx, trx, [estateId]); // no row yet: nothing to wait for
      const { publicKey, secretBox, wrapKeyId } = newIssuerKey(ctx.tokenKeys);
      const keyId = `e${estateId}-${publicKey.slice(0, 8)}`;
      await repo.insertIssuerKey(trx, {
        key_id: keyId,
        estate_id: estateId,
        public_key: publicKey,
        secret_box: secretBox,
        wrap_key_id: wrapKeyId,
        created_at: Date.now(),
      });
      const gateKey: GateKey = { keyId, estateId, publicKey };
      await publish(trx, scopes.gate(estateId), 'gateKeys', keyId, gateKey);
      if (!(await hasChangeLogRow(trx, 'accessControlConfig', String(estateId)))) {
        await publish(trx, scopes.estate(estateId), 'accessControlConfig', estateId, toAccessControlConfig(estate));
      }
      await publishRevocationList(ctx, trx, estateId);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Boot and hourly: every estate has its gate state, its published config matches the estate row
 * (configs published before the gate clock settings existed gain them), and lists about to go
 * stale are re-signed. An estate whose issuing key no configured secret opens is logged and the
 * other estates are still maintained.
 */
export async function maintainGateState(ctx: AppContext): Promise<void> {
  await repo.deleteExpiredEnrolChallenges(ctx.db, Date.now());
  for (const estateId of await core.listEstateIds(ctx.db)) {
    try {
      await maintainEstate(ctx, estateId);
    } catch (error) {
      if (!(error instanceof IssuerKeyUnopenable)) throw error;
      ctx.log.error({ estateId }, error.message);
    }
  }
}

async function maintainEstate(ctx: AppContext, estateId: number): Promise<void> {
  await ensureGateEstate(ctx, estateId);
  const estate = await core.findEstate(ctx.db, estateId);
  const published = await findPublishedData(ctx.db, 'accessControlConfig', String(estateId));
  if (estate && published !== JSON.stringify(toAccessControlConfig(estate))) {
    await writeTransaction(ctx.db, (trx) => publishAccessControlConfig(trx, estateId));
  }
  const state = await repo.findRevocationState(ctx.db, estateId);
  if (state && nowSeconds() - Number(state.issued_at) > RESIGN_AFTER_SEC) {
    await writeTransaction(ctx.db, async (trx) => {
      await lockRevocationLists(ctx, trx, [estateId]);
      await publishRevocationList(ctx, trx, estateId);
    });
  }
}

/**
 * The estate's issuing key, opened, for signing the estate's other gate codes (visitor and
 * associate passes); the caller zeroes `secretKey` after use. Undefined while the estate has no
 * key yet (ensureGateEstate makes it: boot, the hourly maintenance, enrolment).
 */
export async function openEstateIssuerKey(
  ctx: AppContext,
  db: AppContext['db'] | Trx,
  estateId: number,
): Promise<{ keyId: string; publicKey: string; secretKey: Uint8Array } | undefined> {
  const key = await repo.findIssuerKey(db, estateId);
  if (!key) return undefined;
  return { keyId: key.key_id, publicKey: key.public_key, secretKey: openIssuerKey(ctx.tokenKeys, key) };
}

/** Publishes the lists of estates already locked by revokeAndLock / lockRevocationLists. */
export async function republish(ctx: AppContext, trx: Trx, estateIds: readonly number[]): Promise<void> {
  for (const estateId of [...new Set(estateIds)].sort((a, b) => a - b)) await publishRevocationList(ctx, trx, estateId);
}

/** Publishes the list of every estate this transaction locked (the revocations of several modules' steps, one list each). */
export async function republishLocked(ctx: AppContext, trx: Trx): Promise<void> {
  await republish(ctx, trx, [...(lockedLists.get(trx) ?? [])]);
}

/**
 * Seals every issuing key that a previous secret (TOKEN_SECRETS_PREVIOUS) sealed, or that was
 * sealed before the secret's id was recorded, again with the current TOKEN_SECRET, so the old
 * secret can be dropped once this has run. A key no configured secret opens is logged, named with
 * the setting to fix, and left as it is: the rest of the server keeps running. Safe when several
 * processes run it at once (each replacement checks the box it read).
 */
export async function resealIssuerKeys(ctx: AppContext, log: JobLog): Promise<void> {
  const current = ctx.tokenKeys.current.id;
  let resealed = 0;
  for (const row of await repo.listIssuerKeysNotSealedWith(ctx.db, current)) {
    let secretKey: Uint8Array;
    try {
      secretKey = openIssuerKey(ctx.tokenKeys, row);
    } catch (error) {
      if (!(error instanceof IssuerKeyUnopenable)) throw error;
      log.error({ estateId: row.estate_id, keyId: row.key_id, wrapKeyId: row.wrap_key_id }, error.message);
      continue;
    }
    const sealed = resealIssuerKey(ctx.tokenKeys, secretKey);
    secretKey.fill(0);
    if (await repo.replaceIssuerKeySeal(ctx.db, row.key_id, row.secret_box, { secret_box: sealed.secretBox, wrap_key_id: sealed.wrapKeyId })) resealed += 1;
  }
  if (resealed > 0) log.info({ resealed, wrapKeyId: current }, 'gate issuing keys re-sealed with the current TOKEN_SECRET');
}
