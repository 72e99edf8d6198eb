import { useNavigate } from '@tanstack/react-router';
import type { Newsletter } from '../../contract/content';
import { isStoredFile, newsletterDateTime, pdfViewerHref } from '../../domain/documents';
import { t } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { KeepOfflineButton } from '../../app/KeepOfflineButton';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { openLabel } from './open-label';
import { HrefLink } from './HrefLink';
import { useNewsletters } from './use-documents';
import './documents.css';
import '../../i18n/areas/documents';
import '../../i18n/areas/shell';

/** A newsletter's icon: its stored picture (fetched with the token, kept on the device), else the newsletter icon. */
function NewsletterIcon({ newsletter }: { newsletter: Newsletter }) {
  const src = useStoredFileUrl(isStoredFile(newsletter.icon) ? newsletter.icon : undefined);
  return src ? <img className="document-thumb" src={src} alt="" /> : <Icon name="book" size={28} />;
}

/**
 * /notificationsScreen (spec 3 newsletters): the estate's newsletters, newest first, each opening
 * its PDF in /pdfViewer and each can be kept offline. None: 'There are no Newsletters currently
 * available for your estate.'
 */
export function NewslettersScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const newsletters = useNewsletters(access?.estateId);
  const loading = access === undefined || (access !== null && newsletters === undefined);
  const shown = newsletters ?? [];
  return (
    <div>
      <TopBar title={t('newsletters.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {loading ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('newsletters.empty')} />
        ) : (
          <ul className="list document-list">
            {shown.map((newsletter) => (
              <li key={newsletter.id} className="document-item">
                <HrefLink
                  href={pdfViewerHref(newsletter.fileUrl, newsletter.title)}
                  className="list-row document-row"
                  label={openLabel(newsletter.title, newsletter.description, newsletterDateTime(newsletter.created))}
                  testId="newsletter"
                >
                  <span className="document-icon" aria-hidden="true">
                    <NewsletterIcon newsletter={newsletter} />
                  </span>
                  <span className="document-text">
                    <span className="document-name">{newsletter.title}</span>{' '}
                    {newsletter.description ? <span className="document-meta">{newsletter.description}</span> : null}{' '}
                    <span className="document-meta">{newsletterDateTime(newsletter.created)}</span>
                  </span>
                </HrefLink>
                {isStoredFile(newsletter.fileUrl) ? <KeepOfflineButton url={newsletter.fileUrl} name={newsletter.title} className="document-keep" /> : null}
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
