import { Suspense, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import type { ConsoleSection } from '../../ui/console-section';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { ConsoleContext, SEND_FORM_ID, type ConsoleContextValue } from './console-context';
import { useManagerState, type ManagerState } from './manager.api';
import './console.css';

type Estate = { estateId: number; online: boolean; state: ManagerState };

/**
 * A page of the estate manager console: the top bar, then, for a manager of the current estate,
 * the estate's name and the page's content; anyone else sees 'not available'. Reads Dexie only.
 */
export function ConsoleFrame({
  title,
  onBack,
  pageClass = '',
  children,
}: {
  title: string;
  onBack: () => void;
  pageClass?: string;
  children: (estate: Estate) => ReactNode;
}) {
  const state = useManagerState();
  const online = useOnline();
  if (state === undefined) return <LoadingOverlay />;
  if (state === null) return null;
  return (
    <div>
      <TopBar title={title} onBack={onBack} backLabel={t('app.back')} />
      <main className={`page manager-page ${pageClass}`.trim()}>
        {!state.isManager || state.estateId === undefined ? (
          <EmptyState message={t('home.notAvailable')} />
        ) : (
          <>
            <p className="muted manager-estate">{state.estateName}</p>
            {children({ estateId: state.estateId, online, state })}
          </>
        )}
      </main>
    </div>
  );
}

const anchorOf = (section: ConsoleSection) => `console-${section.id}`;

/** Brings a section into view and moves the focus there, without changing the route. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, section: ConsoleSection) {
  const target = document.getElementById(anchorOf(section));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** The first of these elements (by id, in page order) in the upper part of the window: the list's current entry. */
function useCurrentAnchor(anchors: string): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const ids = anchors.split(' ');
    const shown = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) shown.add(entry.target.id);
          else shown.delete(entry.target.id);
        }
        const first = ids.find((id) => shown.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: '0px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [anchors]);
  return current;
}

/**
 * /manager: the estate manager console, a shell over the sections the areas declare (their
 * `<area>.console.ts`, handed in by the route in order). A list of the sections beside them (above
 * them on a phone) leads to each; a section with a page of its own is a link. Lists come from
 * Dexie; actions are immediate server calls, so they need a connection.
 */
export function ManagerScreen({ sections, onBack }: { sections: readonly ConsoleSection[]; onBack: () => void }) {
  return (
    <ConsoleFrame title={t('manager.title')} onBack={onBack} pageClass="manager-console">
      {({ estateId, online, state }) => <ConsoleSections sections={sections} estateId={estateId} online={online} state={state} />}
    </ConsoleFrame>
  );
}

function ConsoleSections({ sections, estateId, online, state }: { sections: readonly ConsoleSection[] } & Estate) {
  const [recipient, setRecipient] = useState('');
  const current = useCurrentAnchor(
    sections
      .filter((s) => s.component)
      .map(anchorOf)
      .join(' '),
  );
  const context = useMemo<ConsoleContextValue>(
    () => ({
      state,
      recipient,
      setRecipient,
      /** Addresses the send form to one member and brings it into view, ready to type. */
      notifyMember: (userId: string) => {
        setRecipient(userId);
        const formEl = document.getElementById(SEND_FORM_ID);
        formEl?.scrollIntoView({ block: 'start' });
        formEl?.querySelector<HTMLInputElement>('input[name="title"]')?.focus({ preventScroll: true });
      },
    }),
    [state, recipient],
  );

  return (
    <ConsoleContext.Provider value={context}>
      {online ? null : (
        <p className="notice notice-error" role="status" data-testid="manager-offline">
          {t('manager.offlineNotice')}
        </p>
      )}
      <div className="console-layout">
        <nav className="console-nav" aria-label={t('manager.sections')}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                {section.component ? (
                  <a href={`#${anchorOf(section)}`} aria-current={current === anchorOf(section) ? 'location' : undefined} onClick={(e) => jumpTo(e, section)}>
                    {t(section.title)}
                  </a>
                ) : (
                  <Link to={section.route}>{t(section.title)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-sections">
          {sections.map((section) => {
            const Section = section.component;
            return Section ? (
              <div key={section.id} id={anchorOf(section)} className="console-section" tabIndex={-1}>
                <Suspense fallback={null}>
                  <Section estateId={estateId} online={online} />
                </Suspense>
              </div>
            ) : (
              <section key={section.id} className="card" style={{ padding: 0 }}>
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
      </div>
    </ConsoleContext.Provider>
  );
}
