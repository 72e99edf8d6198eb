import { t, type MessageKey } from '../../i18n';
import { useConsole } from './console-context';

const reasonKey = (reason: string) => `guard.reason.${reason}` as MessageKey;

/** The estate's recent gate events, from the synced gate scope. */
export function EventsSection() {
  const { events, members } = useConsole().state;
  const names = new Map(members.map((m) => [m.userId, m.displayName || m.email]));
  return (
    <section className="manager-events" aria-labelledby="manager-events-heading">
      <h2 id="manager-events-heading" className="section-title">
        {t('manager.events.heading')}
      </h2>
      {events.length === 0 ? (
        <p className="muted">{t('manager.events.none')}</p>
      ) : (
        <ul className="list guard-events">
          {events.map((event) => (
            <li key={event.id} className="list-row" data-decision={event.decision}>
              <span className={`guard-chip guard-chip-${event.decision.toLowerCase()}`}>{t(event.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
              <span>{event.residentUserId ? (names.get(event.residentUserId) ?? t('manager.events.unknownPerson')) : t(reasonKey(event.reason))}</span>
              {event.residentUserId ? <span className="muted">{t(reasonKey(event.reason))}</span> : null}
              <span className="muted">{new Date(event.scannedAt).toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
