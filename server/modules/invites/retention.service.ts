import type { AppContext } from '../../context';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { withdrawNotifications } from '../notifications/notifications.service';
import { toGatePass, toInvite, toPass, toPassUse } from './invites-rows';
import { ARRIVAL_TYPE, REFUSAL_TYPE } from './pass-uses.service';
import * as repo from './invites.repository';
import { settingsFor } from './settings.service';
import { blankGateLogPeople, forgetGateLogEntries } from '../access/gate-log.service';

/**
 * What the invites module keeps and for how long: passes and invites whose window ended become
 * EXPIRED and leave the guard devices (tombstoned from the gate scope, dropped at their next
 * sync); visitors' names, phone numbers and e-mails, and the pass-use records, are purged after
 * the estate's visitorRetentionDays (POPIA, default 90); a deleted account takes its invites
 * and its passes' names with it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per transaction of the jobs. */
const BATCH = 200;

/**
 * The expiry job: ACTIVE passes past their window become EXPIRED (republished to their unit),
 * every pass past its window (expired or revoked) is tombstoned from the gate scope, and ACTIVE
 * invites past their end become EXPIRED. Rows are locked by their update before anything is
 * published. Answers how many passes left the gate scope.
 */
export async function expireEnded(ctx: AppContext, now: number = Date.now()): Promise<number> {
  const nowSec = Math.floor(now / 1000);
  for (;;) {
    const ids = (await repo.listEndedActivePasses(ctx.db, nowSec, BATCH)).map((r) => r.id);
    if (ids.length === 0) break;
    await writeTransaction(ctx.db, async (trx) => {
      for (const row of await repo.expirePasses(trx, ids)) {
        const pass = toPass(row);
        await publish(trx, scopes.unit(pass.estateId, pass.unitNo), 'passes', pass.id, pass);
      }
    });
    if (ids.length < BATCH) break;
  }
  let dropped = 0;
  for (;;) {
    const ids = (await repo.listPassesToDrop(ctx.db, nowSec, BATCH)).map((r) => r.id);
    if (ids.length === 0) break;
    await writeTransaction(ctx.db, async (trx) => {
      for (const row of await repo.markDropped(trx, ids)) {
        await publish(trx, scopes.gate(Number(row.estate_id)), 'gatePasses', row.id, null);
        dropped += 1;
      }
    });
    if (ids.length < BATCH) break;
  }
  for (;;) {
    const ids = (await repo.listEndedActiveInvites(ctx.db, now, BATCH)).map((r) => r.id);
    if (ids.length === 0) break;
    await writeTransaction(ctx.db, async (trx) => {
      for (const row of await repo.expireInvites(trx, ids)) {
        const invite = toInvite(row);
        await publish(trx, scopes.unit(invite.estateId, invite.unitNo), 'invites', invite.inviteId, invite);
      }
    });
    if (ids.length < BATCH) break;
  }
  return dropped;
}

/**
 * The retention purge (POPIA): at each estate, invites whose visit ended more than the estate's
 * visitorRetentionDays ago lose the visitor's name, phone and e-mail and leave the unit's devices
 * (tombstoned), their passes lose the holder's name; pass uses scanned before then are deleted
 * and tombstoned from the gate scope (except those of a pass still in its window: its entries are
 * counted from them); the residents' arrival and refusal notifications of those
 * visits are withdrawn. Answers how many invites and uses were purged.
 */
export async function purgeVisitorData(ctx: AppContext, now: number = Date.now()): Promise<{ invites: number; uses: number }> {
  let invites = 0;
  for (const estateId of await repo.estatesWithUnpurgedInvites(ctx.db)) {
    const before = now - (await settingsFor(ctx.db, estateId)).visitorRetentionDays * DAY_MS;
    await writeTransaction(ctx.db, async (trx) => {
      const rows = await repo.listPurgeableInvites(trx, estateId, before);
      if (rows.length === 0) return;
      const passes = await repo.listPassesOfSubjects(
        trx,
        rows.map((r) => r.id),
      );
      for (const row of rows) {
        await repo.updateInvite(trx, row.id, { visitor_name: '', visitor_phone: '', visitor_email: '', purged_at: now });
        await publish(trx, scopes.unit(estateId, row.unit_no), 'invites', row.id, null);
      }
      for (const pass of passes) {
        await repo.updatePass(trx, pass.id, { holder_name: '', photo_url: '', pin: '' });
        await publish(trx, scopes.unit(estateId, pass.unit_no), 'passes', pass.id, null);
      }
      // The residents' notifications of the visit name the visitor.
      await withdrawNotifications(
        trx,
        [ARRIVAL_TYPE, REFUSAL_TYPE],
        rows.map((r) => r.id),
      );
      invites += rows.length;
    });
  }
  let uses = 0;
  for (const estateId of await repo.estatesWithUses(ctx.db)) {
    const before = now - (await settingsFor(ctx.db, estateId)).visitorRetentionDays * DAY_MS;
    await writeTransaction(ctx.db, async (trx) => {
      const old = await repo.listOldUses(trx, estateId, before);
      // A pass still in its window keeps its uses: the consoles count its entries from them.
      const live = new Set(await repo.livePassIds(trx, [...new Set(old.map((r) => r.pass_id).filter((id) => id !== ''))], Math.floor(now / 1000)));
      const rows = old.filter((r) => !live.has(r.pass_id));
      await repo.deleteUses(
        trx,
        rows.map((r) => r.id),
      );
      for (const row of rows) await publish(trx, scopes.gate(estateId), 'passUses', row.id, null);
      // The visitor log names them too.
      await forgetGateLogEntries(
        trx,
        estateId,
        rows.map((r) => r.id),
      );
      uses += rows.length;
    });
  }
  return { invites, uses };
}

/**
 * Account deletion step: the user's invites go (tombstoned from their units), and every pass of
 * theirs (their invites' and those issued for them) is revoked and loses its holder's name and
 * its owner: it stays in the gate scope as REVOKED until its window ends, so guard devices keep
 * refusing it; its uses lose the name.
 */
export async function forgetUser(trx: Trx, userId: string): Promise<void> {
  const invites = await repo.listInvitesOwnedBy(trx, userId);
  const seen = new Set<string>();
  const passes = [
    ...(await repo.listPassesOfSubjects(
      trx,
      invites.map((i) => i.id),
    )),
    ...(await repo.listPassesOwnedBy(trx, userId)),
  ].filter((p) => !seen.has(p.id) && seen.add(p.id));
  for (const pass of passes) {
    const row = await repo.updatePass(trx, pass.id, {
      status: pass.status === 'ACTIVE' ? 'REVOKED' : pass.status,
      holder_name: '',
      photo_url: '',
      pin: '',
      owner_id: '',
    });
    const estateId = Number(row.estate_id);
    await publish(trx, scopes.unit(estateId, row.unit_no), 'passes', row.id, null);
    if (Number(row.gate_dropped) === 0) await publish(trx, scopes.gate(estateId), 'gatePasses', row.id, toGatePass(row));
  }
  const blanked = await repo.blankUseNames(
    trx,
    passes.map((p) => p.id),
  );
  for (const use of blanked) await publish(trx, scopes.gate(Number(use.estate_id)), 'passUses', use.id, toPassUse(use));
  await blankGateLogPeople(
    trx,
    blanked.map((use) => use.id),
  );
  for (const invite of invites) await publish(trx, scopes.unit(Number(invite.estate_id), invite.unit_no), 'invites', invite.id, null);
  await repo.deleteInvites(
    trx,
    invites.map((i) => i.id),
  );
}
