import { t, type MessageKey } from '../../i18n';
import type { ConsoleGroup, ConsoleSectionProps } from '../../ui/console-section';
import { GroupLink, groupTitle } from './console-nav';
import { useTodayCounts, type TodayCounts } from './today.api';
import '../../i18n/areas/console';

/** Each figure, where it is decided, and whether a non-zero value waits for the manager (marked). */
const FIGURES: ReadonlyArray<{ key: keyof TodayCounts; label: MessageKey; group: ConsoleGroup; due?: boolean }> = [
  { key: 'peopleRequests', label: 'console.today.peopleRequests', group: 'requests', due: true },
  { key: 'openSnags', label: 'console.today.snags', group: 'requests', due: true },
  { key: 'bookingRequests', label: 'console.today.bookingRequests', group: 'bookings', due: true },
  { key: 'gateToday', label: 'console.today.gateToday', group: 'gate' },
  { key: 'members', label: 'console.today.members', group: 'people' },
];

/** Today's dashboard: what waits for the manager, each figure a link to the group where it is decided. */
export function TodaySection({ estateId }: ConsoleSectionProps) {
  const counts = useTodayCounts(estateId);
  return (
    <section aria-labelledby="console-today-heading">
      <h2 id="console-today-heading" className="section-title">
        {t('console.today.heading')}
      </h2>
      <ul className="console-figures">
        {FIGURES.map((figure) => {
          const value = counts?.[figure.key];
          return (
            <li key={figure.key}>
              <GroupLink group={figure.group} className={`console-figure${figure.due && value ? ' console-figure-due' : ''}`}>
                <span className="console-figure-value" data-testid={`console-today-${figure.key}`}>
                  {value ?? '–'}
                </span>
                <span className="console-figure-label">{t(figure.label)}</span>
                <span className="console-figure-link muted">{t('console.today.open', { group: t(groupTitle(figure.group)) })}</span>
              </GroupLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
