import type { GatePass } from '../contract/invites';
import { db } from '../db/db';
import type { IssuerKeys, Pass } from '../domain/qr';
import { parseBoundPass, verifyParsedBoundPass, type TicketReason } from '../domain/qr/ticket';

/**
 * A pass bound offline from a ticket ('EVT', issue 31) at the guard console, decided offline from
 * the chain and this device's rows: revoked when a `gatePasses` row with the ticket's id is
 * REVOKED (a resident who left, a released ticket, a removed invite), entries used from the ALLOW
 * `passUses` of the ticket id, as signed passes are. The guard console calls it; it writes nothing.
 */
export type BoundPassVerdict = {
  readonly decision: 'ALLOW' | 'DENY';
  readonly reason: TicketReason;
  readonly pass?: Pass;
  /** The synced gate row once the binding landed, else the visitor as the device bound them (photo none). */
  readonly row?: GatePass;
};

export async function decideBoundPass(
  text: string,
  keys: { readonly issuerKeys: IssuerKeys; readonly estateId: number },
  o: { readonly nowSec: number; readonly zoneId: number | null },
): Promise<BoundPassVerdict> {
  const parsed = parseBoundPass(text);
  if (!parsed) return { decision: 'DENY', reason: 'malformed' };
  const ticketId = parsed.ticket.ticketId;
  const [held, used] = await Promise.all([
    db.gatePasses.get(ticketId),
    db.passUses
      .where('passId')
      .equals(ticketId)
      .filter((u) => u.decision === 'ALLOW')
      .count(),
  ]);
  const result = await verifyParsedBoundPass(parsed, {
    issuerKeys: keys.issuerKeys,
    estateId: keys.estateId,
    nowSec: o.nowSec,
    zoneId: o.zoneId,
    isRevoked: () => held?.estateId === keys.estateId && held.status === 'REVOKED',
    entriesUsed: () => used,
  });
  const { pass } = result;
  if (!pass) return { decision: result.decision, reason: result.reason };
  const row: GatePass =
    held && held.estateId === keys.estateId && held.holderName !== ''
      ? held
      : {
          id: ticketId,
          estateId: pass.estateId,
          kind: pass.kind,
          unitNo: pass.unitNo,
          holderName: result.visitorName ?? '',
          photoURL: '',
          validFrom: pass.validFrom,
          validTo: pass.validTo,
          maxEntries: pass.maxEntries,
          accessZoneIDList: pass.zones.join(','),
          weeklyTimes: '',
          status: 'ACTIVE',
          pinHash: '',
        };
  return { decision: result.decision, reason: result.reason, pass, row };
}
