import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { HrefLink } from './HrefLink';
import { useCategories } from './use-documents';
import { useMyUnit } from './use-my-unit';
import './documents.css';
import '../../i18n/areas/documents';
import '../../i18n/areas/shell';

/**
 * /documentcategories?unitNo= (spec 3): the estate's document categories by rank, each with its
 * icon, title and description, opening the category's documents for the unit. None (or a unit
 * the user does not hold): 'There are no documents available.'
 */
export function DocumentCategoriesScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const unit = useMyUnit(unitNo);
  const categories = useCategories(unit?.holds ? unit.estateId : undefined);
  const loading = unit === undefined || (unit?.holds === true && categories === undefined);
  const shown = unit?.holds ? (categories ?? []) : [];
  return (
    <div>
      <TopBar title={t('documents.title')} onBack={() => void navigate({ to: '/documents' })} backLabel={t('app.back')} />
      <main className="page">
        {loading ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('documents.empty')} />
        ) : (
          <ul className="list document-list">
            {shown.map((category) => (
              <li key={category.id}>
                <HrefLink
                  href={`/documentuploads?${new URLSearchParams({ unitNo, category: category.id }).toString()}`}
                  className="list-row document-row"
                  testId="document-category"
                >
                  <span className="document-icon" aria-hidden="true">
                    <Icon name={category.iconName || 'book'} fallback={category.tileDisplayTitle} size={28} />
                  </span>
                  <span className="document-text">
                    <span className="document-name">{category.tileDisplayTitle}</span>
                    {category.tileDescription ? <span className="document-meta">{category.tileDescription}</span> : null}
                  </span>
                </HrefLink>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
