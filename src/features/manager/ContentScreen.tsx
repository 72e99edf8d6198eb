import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Tabs } from '../../ui/Tabs';
import { TopBar } from '../../ui/TopBar';
import { useManagerState } from './manager.api';
import { CONTENT_SECTIONS, type ContentSection } from './content-sections';
import { ContentContacts } from './ContentContacts';
import { ContentDirectory } from './ContentDirectory';
import { ContentDocuments } from './ContentDocuments';
import { ContentEvents } from './ContentEvents';
import { ContentListings } from './ContentListings';
import { ContentNewsletters } from './ContentNewsletters';
import { ContentPlaces } from './ContentPlaces';
import { ContentTheme } from './ContentTheme';
import './content.css';

/**
 * /manager/content: the estate's content for the estate the manager manages now (issue 12 item 9),
 * one tab per section. Lists come from the local mirror; saving, deleting, importing and uploading
 * are immediate server calls, so they need a connection. Residents get each change by sync.
 */
export function ContentScreen({ section, onSection, onBack }: { section: ContentSection; onSection: (section: ContentSection) => void; onBack: () => void }) {
  const state = useManagerState();
  const online = useOnline();
  if (state === undefined) return <LoadingOverlay />;
  if (state === null) return null;
  const estateId = state.estateId;

  const panel = (id: number): ReactNode => {
    const props = { estateId: id, online };
    switch (section) {
      case 'events':
        return <ContentEvents {...props} />;
      case 'newsletters':
        return <ContentNewsletters {...props} />;
      case 'documents':
        return <ContentDocuments {...props} />;
      case 'directory':
        return <ContentDirectory {...props} />;
      case 'contacts':
        return <ContentContacts {...props} />;
      case 'places':
        return <ContentPlaces {...props} />;
      case 'listings':
        return <ContentListings {...props} />;
      case 'theme':
        return <ContentTheme {...props} />;
    }
  };

  return (
    <div>
      <TopBar title={t('managerContent.title')} onBack={onBack} backLabel={t('app.back')} />
      <main className="page manager-page content-page">
        {!state.isManager || estateId === undefined ? (
          <EmptyState message={t('home.notAvailable')} />
        ) : (
          <>
            <p className="muted manager-estate">{state.estateName}</p>
            {online ? null : (
              <p className="notice notice-error" role="status" data-testid="content-offline">
                {t('managerContent.offlineNotice')}
              </p>
            )}
            <div className="content-tabs">
              <Tabs label={t('managerContent.title')} tabs={CONTENT_SECTIONS.map((tab) => ({ tab, label: t(`managerContent.tab.${tab}`) }))} current={section} onSelect={onSection} />
            </div>
            <div role="tabpanel" aria-label={t(`managerContent.tab.${section}`)} key={section}>
              {panel(estateId)}
            </div>
          </>
        )}
      </main>
    </div>
  );
}
