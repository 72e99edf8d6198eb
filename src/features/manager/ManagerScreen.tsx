import { Suspense, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import type { ConsoleGroup, ConsoleSection } from '../../ui/console-section';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { ConsoleContext, useConsole, type ConsoleContextValue } from './console-context';
import { ConsoleNav, groupOfPath, groupTitle } from './console-nav';
import { useManagerState, type ManagerState } from './manager.api';
import './console.css';
import '../../i18n/areas/console';
import '../../i18n/areas/home';
import '../../i18n/areas/manager';

/**
 * The estate manager console's layout (/manager and its groups): the navigation of groups beside
 * the page on a desktop (above it on a phone), the group's title, the offline notice, then the
 * group's page. Anyone who does not manage the current estate sees 'not available'. Reads Dexie only.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const state = useManagerState();
  const online = useOnline();
  const group = groupOfPath(useLocation({ select: (l) => l.pathname }));
  const estateId = state?.estateId;
  const context = useMemo<ConsoleContextValue | null>(() => (state && estateId !== undefined ? { state, estateId, online } : null), [state, estateId, online]);
  if (state === undefined) return <LoadingOverlay />;
  if (state === null) return null;
  if (!context || !state.isManager) return <NotAvailable />;
  return (
    <ConsoleContext.Provider value={context}>
      <div className="console">
        <ConsoleNav current={group} estateName={state.estateName} />
        <div className="console-main">
          <header className="console-header">
            {/* Keyed: a new group's page draws a new heading (screen readers and the accessibility run see the page change). */}
            <h1 key={group}>{t(groupTitle(group))}</h1>
            <span className="muted manager-estate">{state.estateName}</span>
          </header>
          {online ? null : (
            <p className="notice notice-error" role="status" data-testid="manager-offline">
              {t('manager.offlineNotice')}
            </p>
          )}
          <main className="console-content manager-page">{children}</main>
        </div>
      </div>
    </ConsoleContext.Provider>
  );
}

function NotAvailable() {
  return (
    <main className="page">
      <h1>{t('manager.title')}</h1>
      <EmptyState message={t('home.notAvailable')}>
        <Link to="/home">{t('console.residentApp')}</Link>
      </EmptyState>
    </main>
  );
}

/**
 * A page of the console that is not a list of sections (the content editors): its content, given
 * the estate and the connection by the shell.
 */
export function ConsoleFrame({ children }: { children: (estate: { estateId: number; online: boolean; state: ManagerState }) => ReactNode }) {
  const { estateId, online, state } = useConsole();
  return <>{children({ estateId, online, state })}</>;
}

/**
 * A group's page: the sections the areas declare with that group (their `<area>.console.ts`, handed
 * in by the route in order), each a card with its own heading; a section with a page of its own is a
 * link card. `skipRoute` leaves out the link to the page this already is.
 */
export function ConsoleGroupPage({ group, sections, skipRoute }: { group: ConsoleGroup; sections: readonly ConsoleSection[]; skipRoute?: string }) {
  const { estateId, online } = useConsole();
  const shown = sections.filter((section) => section.group === group && (skipRoute === undefined || section.route !== skipRoute));
  if (shown.length === 0) return skipRoute ? null : <EmptyState message={t('console.group.empty')} />;
  return (
    <div className="console-cards">
      {shown.map((section) => {
        const Section = section.component;
        return Section ? (
          <div key={section.id} id={`console-${section.id}`} className={`console-card console-card-${section.id}`}>
            <Suspense fallback={null}>
              <Section estateId={estateId} online={online} />
            </Suspense>
          </div>
        ) : (
          <section key={section.id} className="console-card card console-link-card">
            <Link to={section.route} className="list-row" data-testid={`manager-${section.id}-link`}>
              <span>
                <strong>{t(section.title)}</strong>
                {section.intro ? (
                  <>
                    <br />
                    <span className="muted">{t(section.intro)}</span>
                  </>
                ) : null}
              </span>
            </Link>
          </section>
        );
      })}
    </div>
  );
}
