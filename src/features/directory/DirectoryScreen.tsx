import { useNavigate } from '@tanstack/react-router';
import type { MessageKey } from '../../i18n';
import { t } from '../../i18n';
import { useCurrentAccess } from '../../sync/use-current-access';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useDirectory } from './use-directory';

/** /directory: the current estate's useful numbers by category, from Dexie (works offline). */
export function DirectoryScreen() {
  const navigate = useNavigate();
  const access = useCurrentAccess();
  const sections = useDirectory(access === undefined ? undefined : (access?.estateId ?? -1));
  return (
    <div>
      <TopBar title={t('directory.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {access === undefined || sections === undefined ? (
          <LoadingOverlay />
        ) : sections.length === 0 ? (
          <EmptyState message={t('directory.empty')} />
        ) : (
          sections.map((section) => (
            <section key={section.category} aria-labelledby={`directory-${section.category}`}>
              <h2 className="section-title" id={`directory-${section.category}`}>
                {t(`directory.category.${section.category}` as MessageKey)}
              </h2>
              <ul className="list directory-list">
                {section.entries.map((entry) => (
                  <li key={entry.id} className="directory-entry">
                    <strong>{entry.name}</strong>
                    {entry.description ? <span className="muted">{entry.description}</span> : null}
                    {entry.phone ? (
                      <a href={`tel:${entry.phone.replace(/\s+/g, '')}`} aria-label={t('directory.call', { name: entry.name })}>
                        {entry.phone}
                      </a>
                    ) : null}
                    {entry.email ? (
                      <a href={`mailto:${entry.email}`} aria-label={t('directory.email', { name: entry.name })}>
                        {entry.email}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </div>
  );
}
