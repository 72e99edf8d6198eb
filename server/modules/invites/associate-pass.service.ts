import { weeklyTimesText, type Pass } from '../../../src/contract/invites';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { addDays, estateInstant } from '../../../src/domain/estate-time';
import { writeTransaction } from '../../sync/change-log';
import { ensureGateEstate } from '../access/gate-state.service';
import { managedAssociate } from '../people/associates.service';
import { toAssociate, weekdayTimesOf } from '../people/people-rows';
import { lockUnitForCount } from '../people/units.service';
import { activePassOf, issuePass } from './passes.service';

/**
 * Associate passes: an associate without the app (domestic staff, a gardener) gets a
 * pass that lasts as long as their access, with their zones and weekly access times and their face
 * for the guard. Removing the associate (an approved removal request) revokes it.
 */

/**
 * POST API.associatePass(id): the unit's holders and delegate get the associate's active pass, or
 * one issued now for the associate's validFrom..validTo dates (estate time, the last day whole).
 * Idempotent: a second call answers the same pass.
 */
export async function associatePassFor(ctx: AppContext, callerId: string, associateId: string): Promise<Pass> {
  const issue = () =>
    writeTransaction(ctx.db, async (trx) => {
      const row = await managedAssociate(trx, callerId, associateId);
      const estateId = Number(row.estate_id);
      // Two calls at once issue one pass: the second waits for the unit's row, then finds the first's.
      await lockUnitForCount(trx, ctx.dialect, estateId, row.unit_no);
      const active = await activePassOf(trx, estateId, row.id);
      if (active) return active;
      const validFrom = Math.floor(estateInstant(row.valid_from) / 1000);
      const validTo = Math.floor(estateInstant(addDays(row.valid_to, 1)) / 1000) - 1;
      if (!Number.isFinite(validFrom) || !Number.isFinite(validTo) || validTo < Math.floor(Date.now() / 1000))
        throw badRequest(ASSOCIATE_MESSAGES.validity, 'invites/associate-validity');
      const associate = toAssociate(row);
      return issuePass(trx, ctx, {
        estateId,
        unitNo: row.unit_no,
        kind: 'associate',
        subjectId: row.id,
        holderName: `${row.first_name} ${row.last_name}`.trim(),
        photoURL: associate.associateImage,
        validFrom,
        validTo,
        maxEntries: 0,
        zones: row.zone_ids
          .split(',')
          .filter((id) => /^\d+$/.test(id))
          .map(Number),
        weeklyTimes: weeklyTimesText(weekdayTimesOf(row.access_times)),
        withPin: false,
        ownerId: row.owner_id,
      });
    });
  try {
    return await issue();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invites/no-issuing-key') throw error;
    await ensureGateEstate(ctx, Number((await managedAssociate(ctx.db, callerId, associateId)).estate_id));
    return issue();
  }
}
