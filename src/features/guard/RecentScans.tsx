import type { PassUseArgs } from '../../contract/invites';
import { estateTime } from '../../domain/estate-time';
import { t } from '../../i18n';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import type { GuardState, RefusedGateEvent, RefusedPassUse } from './guard.api';
import { UNTRUSTED_REASONS, type ConsolePassReason } from './guard-passes';
import { GateHistoryList } from '../../app/GateHistoryList';
import { passReasonKey, reasonKey, UNTRUSTED_CODE_REASONS } from './VerdictCard';
import '../../i18n/areas/guard';

type RecentRow = { id: string; kind: 'resident' | 'pass'; decision: 'ALLOW' | 'DENY'; reason: string; who: string; scannedAt: number; pending: boolean };

const whoText = (name: string, unitNo: string) => [name, unitNo ? t('guard.unit', { unit: unitNo }) : ''].filter((x) => x !== '').join(' · ');

/**
 * Resident scans and pass decisions, newest first (20), each with a name: the resident's from the
 * synced gate rows, the pass holder's as logged; 'Unknown' only for a code whose signature failed.
 */
function recentRows(state: GuardState): RecentRow[] {
  const rows: RecentRow[] = [
    ...state.events.map((e) => ({
      id: e.id,
      kind: 'resident' as const,
      decision: e.decision,
      reason: t(reasonKey(e.reason)),
      who:
        UNTRUSTED_CODE_REASONS.has(e.reason) || !e.residentUserId
          ? t('guard.unknownPerson')
          : (state.residentNames.get(e.residentUserId) ?? t('guard.unknownResident')),
      scannedAt: e.scannedAt,
      pending: state.pendingEventIds.has(e.id),
    })),
    ...state.passUses.map((u) => ({
      id: u.id,
      kind: 'pass' as const,
      decision: u.decision,
      reason: t(passReasonKey(u.reason)),
      who:
        whoText(u.holderName, u.unitNo) || t(UNTRUSTED_REASONS.has(u.reason as ConsolePassReason) || !u.passId ? 'guard.unknownPerson' : 'guard.visitorPass'),
      scannedAt: u.scannedAt,
      pending: state.pendingPassUseIds.has(u.id),
    })),
  ];
  return rows.sort((a, b) => b.scannedAt - a.scannedAt).slice(0, 20);
}

const Chip = ({ decision }: { decision: 'ALLOW' | 'DENY' }) => (
  <span className={`guard-chip guard-chip-${decision.toLowerCase()}`}>{t(decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
);

/** The console's recent scans, then 'Search older records' (online only). */
export function RecentScans({ state, estateId }: { state: GuardState; estateId: number | undefined }) {
  const rows = recentRows(state);
  return (
    <section className="card">
      <h2>{t('guard.recent')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('guard.noScans')}</p>
      ) : (
        <ul className="list guard-events">
          {rows.map((row) => (
            <li key={row.id} className="list-row guard-recent-row" data-decision={row.decision} data-kind={row.kind}>
              <Chip decision={row.decision} />
              <span className="guard-event-who">{row.who}</span>
              <span className="muted">{estateTime(row.scannedAt)}</span>
              <span className="guard-event-reason">
                {row.reason}
                {row.pending ? <span className="muted"> · {t('guard.pending')}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {estateId !== undefined ? <GateHistoryList estateId={estateId} /> : null}
    </section>
  );
}

function PassUseRow({ use }: { use: PassUseArgs }) {
  return (
    <>
      <Chip decision={use.decision} />
      <span>{t(passReasonKey(use.reason))}</span>
      <span className="muted">{estateTime(use.scannedAt)}</span>
    </>
  );
}

/** The server's message for a refused record, and Dismiss. */
function RefusedNote({ outboxId, message }: { outboxId: number; message: string }) {
  return (
    <>
      <span className="guard-refused-message" role="alert">
        {message}
      </span>
      <Button variant="text" onClick={() => void dismissRefusedWrite(outboxId)}>
        {t('guard.refused.dismiss')}
      </Button>
    </>
  );
}

/** Decisions the server refused to record (outbox entries 'failed'), with its message, until dismissed. */
export function RefusedEvents({ events, uses }: { events: RefusedGateEvent[]; uses: RefusedPassUse[] }) {
  return (
    <section className="card" data-testid="guard-refused">
      <h2>{t('guard.refused.title')}</h2>
      <ul className="list guard-events-refused">
        {events.map(({ outboxId, message, event }) => (
          <li key={outboxId} className="list-row guard-refused-row" data-decision={event?.decision ?? ''}>
            {event ? (
              <>
                <Chip decision={event.decision} />
                <span>{t(reasonKey(event.reason))}</span>
                <span className="muted">{estateTime(event.scannedAt)}</span>
              </>
            ) : (
              <span>{t('guard.refused.event')}</span>
            )}
            <RefusedNote outboxId={outboxId} message={message} />
          </li>
        ))}
        {uses.map(({ outboxId, message, use }) => (
          <li key={outboxId} className="list-row guard-refused-row" data-decision={use?.decision ?? ''}>
            {use ? <PassUseRow use={use} /> : <span>{t('guard.refused.passUse')}</span>}
            <RefusedNote outboxId={outboxId} message={message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
