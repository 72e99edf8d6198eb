import type { GateHistoryPage, GateHistoryQuery } from '../../../src/contract/gate-history';
import { addDays, estateInstant } from '../../../src/domain/estate-time';
import { normalizePin, pinHash } from '../../../src/domain/qr/pass';
import { GATE_STAFF_ROLES } from '../../../src/domain/roles';
import { GATE_HISTORY_MESSAGES } from '../../../src/i18n/en/gate-history.messages';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { searchTerms } from '../../lib/text-search';
import { findGateDecisions } from '../access/gate-history.service';
import { findPasses } from '../invites/pass-history.service';

/**
 * The gate history search (issue 28): the estate's guards and managers find gate decisions and
 * passes older than what their devices hold (src/domain/gate-history.ts), online, by words (a
 * name, a unit, a delivery PIN) and an estate date range, a page at a time. The rows live with
 * the access module (the visitor log) and the invites module (passes); this module only asks.
 */

/** The instant an estate day starts (epoch ms); undefined for no bound. */
function dayStart(day: string): number | undefined {
  const ms = estateInstant(`${day} 00:00`);
  return Number.isFinite(ms) ? ms : undefined;
}

export async function searchGateHistory(ctx: AppContext, callerId: string, query: GateHistoryQuery): Promise<GateHistoryPage> {
  await requireAccess(ctx.db, callerId, {
    estateId: query.estateId,
    roles: GATE_STAFF_ROLES,
    message: GATE_HISTORY_MESSAGES.notGateStaff,
    code: 'gate-history/not-gate-staff',
  });
  const words = searchTerms(query.text);
  const fromMs = query.from === '' ? undefined : dayStart(query.from);
  const untilMs = query.to === '' ? undefined : dayStart(addDays(query.to, 1));
  if (query.kind === 'decisions') {
    const found = await findGateDecisions(ctx.db, { estateId: query.estateId, terms: words, fromMs, untilMs, before: query.before, limit: query.limit });
    return { kind: 'decisions', ...found };
  }
  const terms = words.map((term) => {
    const pin = normalizePin(term);
    return { term, pinHash: pin === null ? undefined : pinHash(query.estateId, pin) };
  });
  const found = await findPasses(ctx.db, {
    estateId: query.estateId,
    terms,
    fromSec: fromMs === undefined ? undefined : Math.floor(fromMs / 1000),
    untilSec: untilMs === undefined ? undefined : Math.floor(untilMs / 1000),
    before: query.before,
    limit: query.limit,
  });
  return { kind: 'passes', ...found };
}
