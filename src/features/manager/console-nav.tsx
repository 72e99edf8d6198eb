import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { t, type MessageKey } from '../../i18n';
import { CONSOLE_GROUPS, type ConsoleGroup } from '../../ui/console-section';
import '../../i18n/areas/console';
import '../../i18n/areas/manager';

export const groupTitle = (group: ConsoleGroup) => `console.group.${group}` as MessageKey;

/** The group a console path shows: `/manager` is Today, `/manager/<group>` the others. */
export function groupOfPath(pathname: string): ConsoleGroup {
  const segment = /^\/manager\/([^/?#]+)/i.exec(pathname)?.[1]?.toLowerCase();
  return CONSOLE_GROUPS.find((group) => group === segment) ?? 'today';
}

/** A link to a group's page (its own route, so links and the back button work). */
export function GroupLink({
  group,
  className,
  children,
  current,
  testId,
}: {
  group: ConsoleGroup;
  className?: string;
  children: ReactNode;
  current?: boolean;
  testId?: string;
}) {
  const common = { className, 'aria-current': current ? ('page' as const) : undefined, 'data-testid': testId };
  if (group === 'today')
    return (
      <Link to="/manager" activeOptions={{ exact: true }} {...common}>
        {children}
      </Link>
    );
  if (group === 'content')
    return (
      <Link to="/manager/content" {...common}>
        {children}
      </Link>
    );
  return (
    <Link to="/manager/$group" params={{ group }} {...common}>
      {children}
    </Link>
  );
}

/**
 * The console's navigation: the groups in order, the current one marked, and the way back to the
 * resident app for a manager who also lives at the estate. A fixed left column on a desktop; on a
 * phone a row under the title that scrolls sideways.
 */
export function ConsoleNav({ current, estateName }: { current: ConsoleGroup; estateName: string }) {
  return (
    <nav className="console-nav" aria-label={t('console.nav')}>
      <p className="console-brand">
        <strong>{t('manager.title')}</strong>
        <span>{estateName}</span>
      </p>
      <ul className="console-nav-list">
        {CONSOLE_GROUPS.map((group) => (
          <li key={group}>
            <GroupLink group={group} current={group === current} testId={`console-nav-${group}`}>
              {t(groupTitle(group))}
            </GroupLink>
          </li>
        ))}
      </ul>
      <Link to="/home" className="console-resident" data-testid="console-resident-app">
        {t('console.residentApp')}
      </Link>
    </nav>
  );
}
