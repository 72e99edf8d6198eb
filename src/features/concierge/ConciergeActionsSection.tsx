import { ConsoleFold } from '../../ui/ConsoleFold';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { t } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import '../../i18n/areas/concierge';

/** The estate's locale (en-ZA), day and time. */
const when = (ms: number) => new Date(ms).toLocaleString('en-ZA', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** At most this many of the latest are listed. */
const SHOWN = 100;

/** What the estate's concierges did for residents, newest first (the managers' synced copy; offline too). */
export function ConciergeActionsSection({ estateId }: ConsoleSectionProps) {
  const actions = useLiveQuery(
    async () => (await db.conciergeActions.where('estateId').equals(estateId).toArray()).sort((a, b) => b.createdAt - a.createdAt).slice(0, SHOWN),
    [estateId],
  );
  return (
    <section aria-labelledby="concierge-actions-heading">
      <ConsoleFold headingId="concierge-actions-heading" title={t('concierge.console.heading')} testId="concierge-actions-fold">
        {actions && actions.length === 0 ? <p className="muted">{t('concierge.console.empty')}</p> : null}
        <ul data-testid="concierge-actions">
          {(actions ?? []).map((a) => (
            <li key={a.id}>
              <strong>{t(a.kind === 'lagoon' ? 'concierge.kind.lagoon' : 'concierge.kind.invite')}</strong>{' '}
              {t('concierge.console.row', { concierge: a.conciergeName, resident: a.residentName, unitNo: a.unitNo })}{' '}
              <span className="muted">{when(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      </ConsoleFold>
    </section>
  );
}
