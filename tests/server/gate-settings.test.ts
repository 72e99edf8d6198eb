import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccessControlConfigSchema, GateSettingsSchema, type AccessControlConfig } from '../../src/contract/gate';
import { maintainGateState } from '../../server/modules/access/gate-state.service';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { GUARD, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';

const dialects = await availableDialects();

/**
 * The estate's gate acceptance window and maximum revocation-list age
 * are estate columns (migration 045_gate_clock_settings), published in the synced
 * accessControlConfig record that guards and residents read offline.
 */
describe.each(dialects)('gate clock settings on %s', (dialect) => {
  const {
    t,
    people: [guard, resident],
  } = useCast(dialect, [GUARD, RESIDENT]);

  async function configSeenBy(who: Caller): Promise<{ config: AccessControlConfig | undefined; v: number | undefined }> {
    const { changes } = await pullAll(t.app, who);
    const change = changes.filter((c) => c.table === 'accessControlConfig' && c.id === '91').at(-1);
    return { config: change?.data as AccessControlConfig | undefined, v: change?.v };
  }

  it('publishes the defaults (30 s window, 72 h list age) to everyone with a role at the estate', async () => {
    const estate = await t.ctx.db.selectFrom('estates').select(['gate_window_sec', 'gate_list_max_age_sec']).where('id', '=', 91).executeTakeFirstOrThrow();
    expect([Number(estate.gate_window_sec), Number(estate.gate_list_max_age_sec)]).toEqual([30, 72 * 3600]);
    for (const who of [guard, resident]) {
      const { config } = await configSeenBy(who);
      expect(config).toMatchObject({ estateId: 91, acceptanceWindowSec: 30, revocationMaxAgeSec: 72 * 3600 });
      expect(v.safeParse(AccessControlConfigSchema, config).success).toBe(true);
    }
  });

  it('republishes a config published before the settings existed, and a changed estate row, at maintenance only when it differs', async () => {
    const before = await configSeenBy(guard);
    // A config as published by the previous release (no gate clock settings).
    const { acceptanceWindowSec: _w, revocationMaxAgeSec: _m, ...legacy } = before.config!;
    await writeTransaction(t.ctx.db, (trx) => publish(trx, scopes.estate(91), 'accessControlConfig', 91, legacy));
    expect(v.safeParse(AccessControlConfigSchema, legacy).success).toBe(true); // devices still read it (defaults apply)
    await maintainGateState(t.ctx);
    const healed = await configSeenBy(guard);
    expect(healed.config).toMatchObject({ acceptanceWindowSec: 30, revocationMaxAgeSec: 72 * 3600 });

    await maintainGateState(t.ctx);
    expect((await configSeenBy(guard)).v).toBe(healed.v); // nothing changed: not republished

    await t.ctx.db
      .updateTable('estates')
      .set({ gate_window_sec: 45, gate_list_max_age_sec: 96 * 3600 })
      .where('id', '=', 91)
      .execute();
    await maintainGateState(t.ctx);
    expect((await configSeenBy(resident)).config).toMatchObject({ acceptanceWindowSec: 45, revocationMaxAgeSec: 96 * 3600 });
  });

  it('bounds the settings: a window of 5 s to 5 min, a list age of 1 to 30 days', () => {
    const ok = (acceptanceWindowSec: number, revocationMaxAgeSec: number) =>
      v.safeParse(GateSettingsSchema, { acceptanceWindowSec, revocationMaxAgeSec }).success;
    expect(ok(30, 72 * 3600)).toBe(true);
    expect(ok(5, 24 * 3600)).toBe(true);
    expect(ok(300, 30 * 24 * 3600)).toBe(true);
    expect(ok(4, 72 * 3600)).toBe(false);
    expect(ok(301, 72 * 3600)).toBe(false);
    expect(ok(30, 23 * 3600)).toBe(false);
    expect(ok(30.5, 72 * 3600)).toBe(false);
  });
});
