import type { ReactNode } from 'react';
import { t } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { Tabs } from '../../ui/Tabs';
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
 * /manager/content: the estate's content for the estate the manager manages now, one tab per
 * section, inside the console's frame (the route composes them). Lists come from the local mirror;
 * saving, deleting, importing and uploading are immediate server calls, so they need a connection.
 * Residents get each change by sync.
 */
export function ContentScreen({
  estateId,
  online,
  section,
  onSection,
}: ConsoleSectionProps & { section: ContentSection; onSection: (section: ContentSection) => void }) {
  const panel = (): ReactNode => {
    const props = { estateId, online };
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
    <>
      {online ? null : (
        <p className="notice notice-error" role="status" data-testid="content-offline">
          {t('managerContent.offlineNotice')}
        </p>
      )}
      <div className="content-tabs">
        <Tabs
          label={t('managerContent.title')}
          tabs={CONTENT_SECTIONS.map((tab) => ({ tab, label: t(`managerContent.tab.${tab}`) }))}
          current={section}
          onSelect={onSection}
        />
      </div>
      <div role="tabpanel" aria-label={t(`managerContent.tab.${section}`)} key={section}>
        {panel()}
      </div>
    </>
  );
}
