import { useState, type FormEvent, type ReactNode } from 'react';
import type { GateLogEntry } from '../contract/gate';
import type { GateHistoryKind, PassRecord } from '../contract/gate-history';
import { addDays, estateDate } from '../domain/estate-time';
import { formatDateTime } from '../domain/locale-format';
import { GATE_HISTORY_DAYS } from '../domain/gate-history';
import { t } from '../i18n';
import { useOnline } from '../sync/hooks';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { useGateHistorySearch } from './gate-history';
import './gate-history.css';
import '../i18n/areas/gate-history';

type Props = {
  estateId: number;
  /** The decisions found, in the screen's own list style. */
  renderDecisions: (rows: readonly GateLogEntry[]) => ReactNode;
  /** The passes found, in the screen's own list style. */
  renderPasses: (rows: readonly PassRecord[]) => ReactNode;
};

/**
 * 'Search older records' under a gate log: the device holds the last GATE_HISTORY_DAYS; this asks
 * the server for older gate decisions or passes by name, unit or delivery PIN and dates. Online
 * only: offline it says so and searches nothing.
 */
export function GateHistorySearch({ estateId, renderDecisions, renderPasses }: Props) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<GateHistoryKind>('decisions');
  const [text, setText] = useState('');
  const [from, setFrom] = useState(() => addDays(estateDate(), -30));
  const [to, setTo] = useState(() => estateDate());
  const { state, search, more } = useGateHistorySearch(estateId);
  const offlineText = t('gateHistory.offline', { days: GATE_HISTORY_DAYS });

  if (!open) {
    return (
      <div className="gate-history-open">
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="gate-history-open">
          {t('gateHistory.open')}
        </Button>
      </div>
    );
  }

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!online) return;
    void search({ kind, text, from, to });
  };
  const found = state.kind === 'found' ? state : null;
  const count = found ? (found.search.kind === 'passes' ? found.passes.length : found.decisions.length) : 0;

  return (
    <section className="gate-history stack" aria-labelledby="gate-history-heading" data-testid="gate-history">
      <div className="gate-history-head">
        <h3 id="gate-history-heading">{t('gateHistory.title')}</h3>
        <Button variant="text" onClick={() => setOpen(false)}>
          {t('gateHistory.close')}
        </Button>
      </div>
      <p className="muted">{t('gateHistory.intro', { days: GATE_HISTORY_DAYS })}</p>
      {!online || state.kind === 'offline' ? (
        <p className="notice notice-pending" role="status" data-testid="gate-history-offline">
          {offlineText}
        </p>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="gate-history-form">
        <TextField
          label={t('gateHistory.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={80}
          autoComplete="off"
          type="search"
          className="gate-history-text"
        />
        <SelectField label={t('gateHistory.kind')} value={kind} onChange={(e) => setKind(e.target.value === 'passes' ? 'passes' : 'decisions')}>
          <option value="decisions">{t('gateHistory.kind.decisions')}</option>
          <option value="passes">{t('gateHistory.kind.passes')}</option>
        </SelectField>
        <TextField label={t('gateHistory.from')} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('gateHistory.to')} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" disabled={!online || state.kind === 'searching'} data-testid="gate-history-search">
          {state.kind === 'searching' ? t('gateHistory.searching') : t('gateHistory.search')}
        </Button>
      </form>
      {state.kind === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {found ? (
        <div className="gate-history-results" data-testid="gate-history-results" data-count={count}>
          <p className="muted" role="status">
            {count === 0 ? t('gateHistory.none') : t('gateHistory.shown', { n: count })}
          </p>
          {count > 0 ? (found.search.kind === 'passes' ? renderPasses(found.passes) : renderDecisions(found.decisions)) : null}
          {found.problem ? (
            <p className={`notice ${found.problem === 'offline' ? 'notice-pending' : 'notice-error'}`} role="alert">
              {found.problem === 'offline' ? offlineText : found.problem}
            </p>
          ) : null}
          {found.next ? (
            <Button variant="secondary" onClick={() => void more()} disabled={!online || found.loadingMore} data-testid="gate-history-more">
              {found.loadingMore ? t('gateHistory.searching') : t('gateHistory.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A pass's entries as the results show them: '1 of 1', or '3, no limit'. */
export const passEntriesText = (pass: PassRecord) =>
  pass.maxEntries > 0 ? t('gateHistory.entries', { used: pass.entriesUsed, max: pass.maxEntries }) : t('gateHistory.entriesAny', { used: pass.entriesUsed });

/** A pass's status word. */
export const passStatusText = (pass: PassRecord) => t(`gateHistory.status.${pass.status}`);

/** A pass's window in estate time. */
export const passWindowText = (pass: PassRecord) =>
  t('gateHistory.window', { from: formatDateTime(pass.validFrom * 1000), to: formatDateTime(pass.validTo * 1000) });
