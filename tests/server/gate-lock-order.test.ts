import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../../src/domain/qr';
import type { AuthUser } from '../../server/auth/authenticate';
import { revokeByManager, revokeSessionDevices, setAccessControl } from '../../server/modules/access/revocation.service';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { insertCast, MANAGER, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/**
 * Lock order: sign-out and PIN reset (credential rows, then the estate's revocation-list
 * row, then the change log) used to run concurrently with revocations and access-list changes
 * (change log first, then the revocation-list row), and PostgreSQL answered a deadlock (40P01).
 * Every path now takes credential rows, then revocation-list rows (estate order), then publishes.
 */
const dialects = await availableDialects();
const ROUNDS = 30;

describe.each(dialects)('gate lock order on %s', (dialect) => {
  const ids: Record<'resident' | 'neighbour' | 'manager', string> = { resident: '', neighbour: '', manager: '' };
  const t = useTestApp(dialect, async (app) => {
    const [resident, neighbour, manager] = await insertCast(app, [RESIDENT, NEIGHBOUR, MANAGER]);
    Object.assign(ids, { resident: resident.userId, neighbour: neighbour.userId, manager: manager.userId });
  });

  /** A credential the resident's device enrolled in `sessionId` (what POST /sdk/access/devices stores). */
  async function enrolledIn(sessionId: string): Promise<string> {
    const credId = toBase64Url(nacl.randomBytes(16));
    const now = Math.floor(Date.now() / 1000);
    await t.ctx.db
      .insertInto('gate_credentials')
      .values({
        cred_id: credId,
        user_id: ids.resident,
        estate_id: 91,
        device_pub: toBase64Url(nacl.sign.keyPair().publicKey),
        session_id: sessionId,
        role: 'owner',
        key_id: 'test',
        not_before: now - 60,
        not_after: now + 3600,
        created_at: Date.now(),
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    return credId;
  }

  it('runs sign-out revocations beside manager revocations and access-list changes without a deadlock', async () => {
    const manager: AuthUser = { id: ids.manager, sessionId: 'manager-session' };
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sessionId = `lock-order-${round}`;
      const credId = await enrolledIn(sessionId);
      const results = await Promise.allSettled([
        revokeSessionDevices(t.ctx, sessionId), // sign-out (PIN reset takes the same path)
        revokeByManager(t.ctx, manager, { estateId: 91, userId: ids.neighbour }), // ban: member card, then the list
        setAccessControl(t.ctx, manager, { estateId: 91, userId: ids.resident, accessControl: round % 2 === 1 }), // access list
      ]);
      for (const r of results) {
        if (r.status === 'rejected') {
          const error = r.reason as { code?: string; message?: string };
          failures.push(`round ${round}: ${error.code ?? ''} ${error.message ?? String(r.reason)}`);
        }
      }
      const row = await t.ctx.db.selectFrom('gate_credentials').select('revoked_at').where('cred_id', '=', credId).executeTakeFirstOrThrow();
      if (row.revoked_at === null) failures.push(`round ${round}: the signed-out credential is still live`);
    }
    expect(failures.join('\n')).toBe('');
    // Every change made it into the signed list that guards hold.
    const state = await t.ctx.db.selectFrom('gate_revocation_state').selectAll().where('estate_id', '=', 91).executeTakeFirstOrThrow();
    expect(Number(state.seq)).toBeGreaterThan(ROUNDS);
  });
});
