import type { GateLogEntry } from '../contract/gate';
import type { PassRecord } from '../contract/gate-history';
import { formatDateTime } from '../domain/locale-format';
import { t, type MessageKey } from '../i18n';
import { GateHistorySearch, passEntriesText, passStatusText, passWindowText } from './GateHistorySearch';
import '../i18n/areas/guard';

/** A decision's reason in the console's words: a resident's code, or a pass and PIN. */
const reasonText = (entry: GateLogEntry) => t((entry.kind === 'resident' ? `guard.reason.${entry.reason}` : `guard.passReason.${entry.reason}`) as MessageKey);

const whoText = (name: string, unitNo: string) => [name, unitNo ? t('guard.unit', { unit: unitNo }) : ''].filter((x) => x !== '').join(' · ');

/** Older decisions found on the server, as the console lists its recent scans. */
function DecisionRows({ rows }: { rows: readonly GateLogEntry[] }) {
  return (
    <ul className="list guard-events" data-testid="gate-history-decisions">
      {rows.map((row) => (
        <li key={row.id} className="list-row" data-decision={row.decision} data-kind={row.kind}>
          <span className={`guard-chip guard-chip-${row.decision.toLowerCase()}`}>{t(row.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
          <span>{reasonText(row)}</span>
          {row.person || row.unitNo ? <span>{whoText(row.person, row.unitNo)}</span> : null}
          <span className="muted">{formatDateTime(row.decidedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Passes found on the server, one row each like the recent scans. */
function PassRows({ rows }: { rows: readonly PassRecord[] }) {
  return (
    <ul className="list guard-events" data-testid="gate-history-passes">
      {rows.map((pass) => (
        <li key={pass.id} className="list-row" data-status={pass.status}>
          <span className={`guard-chip guard-chip-${pass.status === 'ACTIVE' ? 'allow' : 'deny'}`}>{passStatusText(pass)}</span>
          <span>{t(`guard.passKind.${pass.kind}`)}</span>
          <span>{whoText(pass.holderName, pass.unitNo)}</span>
          <span className="muted">{passWindowText(pass)}</span>
          <span className="muted">{passEntriesText(pass)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Search older records' as a phone-sized list, the way the guard console lists its recent scans
 * (online only); the manager's visitor log shows the same search in its tables (VisitorLogHistory).
 */
export function GateHistoryList({ estateId }: { estateId: number }) {
  return <GateHistorySearch estateId={estateId} renderDecisions={(rows) => <DecisionRows rows={rows} />} renderPasses={(rows) => <PassRows rows={rows} />} />;
}
