import { useNavigate } from '@tanstack/react-router';
import { documentHref, isStoredFile } from '../../domain/documents';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { KeepOfflineButton } from '../../app/KeepOfflineButton';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { documentTypeLabel, openLabel } from './open-label';
import { HrefLink } from './HrefLink';
import { useCategoryDocuments } from './use-documents';
import { useMyUnit } from './use-my-unit';
import './documents.css';
import '../../i18n/areas/documents';
import '../../i18n/areas/shell';

/**
 * /documentuploads?unitNo=&category= (spec 3): the documents of the chosen category for the unit
 * (the folder filter: the folder's second segment is the category's title without spaces; the
 * estate's documents and the unit's own), each with its friendly name and its type as people say it ('PDF', 'Image (JPEG)'). PDFs open
 * in /pdfViewer, other types in /DynamicIFrame. Each can be kept offline.
 */
export function DocumentUploadsScreen({ unitNo, categoryId }: { unitNo: string; categoryId: string }) {
  const navigate = useNavigate();
  const unit = useMyUnit(unitNo);
  const found = useCategoryDocuments(unit?.holds ? unit.estateId : undefined, categoryId, unitNo);
  const loading = unit === undefined || (unit?.holds === true && found === undefined);
  const documents = unit?.holds ? (found?.documents ?? []) : [];
  const title = found?.category?.tileDisplayTitle ?? t('documents.title');
  return (
    <div>
      <TopBar
        title={title}
        onBack={() => void navigate({ href: `/documentcategories?${new URLSearchParams({ unitNo }).toString()}` })}
        backLabel={t('app.back')}
      />
      <main className="page">
        {loading ? (
          <LoadingOverlay />
        ) : documents.length === 0 ? (
          <EmptyState message={t('documents.empty')} />
        ) : (
          <ul className="list document-list">
            {documents.map((document) => {
              const type = documentTypeLabel(document.contentType, document.extension);
              return (
                <li key={document.id} className="document-item">
                  <HrefLink
                    href={documentHref(document)}
                    className="list-row document-row"
                    label={openLabel(document.friendlyName, type)}
                    testId="document-upload"
                  >
                    <span className="document-icon" aria-hidden="true">
                      <Icon name={document.fontIcon || 'book'} fallback={document.friendlyName} size={28} />
                    </span>
                    <span className="document-text">
                      <span className="document-name">{document.friendlyName}</span> <span className="document-meta">{type}</span>
                    </span>
                  </HrefLink>
                  {isStoredFile(document.fileUrl) ? <KeepOfflineButton url={document.fileUrl} name={document.friendlyName} className="document-keep" /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </div>
  );
}
