import type { ComponentType } from 'react';
import { t } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { Tabs } from '../../ui/Tabs';
import { CONTENT_SECTIONS, type ContentSection } from './content-sections';
import { ContentTheme } from './ContentTheme';
import './content.css';
import '../../i18n/areas/manager-content';

/** Each section's editor, kept by the area that shows that content (the route gathers them); the theme's is here. */
export type ContentEditors = Record<Exclude<ContentSection, 'theme'>, ComponentType<ConsoleSectionProps>>;

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
  editors,
}: ConsoleSectionProps & { section: ContentSection; onSection: (section: ContentSection) => void; editors: ContentEditors }) {
  const Editor = section === 'theme' ? ContentTheme : editors[section];

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
        <Editor estateId={estateId} online={online} />
      </div>
    </>
  );
}
