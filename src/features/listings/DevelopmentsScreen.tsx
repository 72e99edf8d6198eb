import { Link, useNavigate } from '@tanstack/react-router';
import type { Development } from '../../contract/content';
import { DEVELOPMENT_TABS, splitDevelopments, type DevelopmentTab } from '../../domain/content';
import { t, type MessageKey } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { StoredImage } from '../../app/StoredImage';
import { Tabs } from '../../ui/Tabs';
import { TopBar } from '../../ui/TopBar';
import { useEstateDevelopments } from './listings.api';
import './listings.css';
import '../../i18n/areas/listings';
import '../../i18n/areas/shell';

const TAB_LABELS: Record<DevelopmentTab, MessageKey> = {
  sales: 'developments.tabSales',
  rentals: 'developments.tabRentals',
  soldout: 'developments.tabSoldOut',
};

/**
 * /Developments (title Developments, spec 3): the current estate's enabled developments from
 * Dexie in the tabs To Purchase, To Rent and Sold Out ('Sold Out' in the price range); a card
 * (cover image, name, area, price range) opens /EstateDevelopments?id=.
 */
export function DevelopmentsScreen({ tab }: { tab: DevelopmentTab }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const developments = useEstateDevelopments(access === undefined ? undefined : (access?.estateId ?? -1));
  if (access === undefined || developments === undefined) return <LoadingOverlay />;
  const shown = splitDevelopments(developments)[tab];
  return (
    <div>
      <TopBar title={t('developments.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page listings-page">
        <Tabs
          label={t('developments.tabs')}
          tabs={DEVELOPMENT_TABS.map((entry) => ({ tab: entry, label: t(TAB_LABELS[entry]) }))}
          current={tab}
          onSelect={(next) => void navigate({ to: '/Developments', search: next === 'sales' ? {} : { tab: next }, replace: true })}
        />
        <div role="tabpanel">
          {shown.length === 0 ? (
            <EmptyState message={t('developments.empty')} />
          ) : (
            <ul className="listings-cards">
              {shown.map((development) => (
                <li key={development.id}>
                  <DevelopmentCard development={development} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}

function DevelopmentCard({ development }: { development: Development }) {
  return (
    <Link className="listings-card" to="/EstateDevelopments" search={{ id: development.id }}>
      <StoredImage className="listings-card-image" url={development.coverImage} alt="" fallback={development.name} />
      <span className="listings-card-body">
        <span className="listings-card-title">{development.name}</span>
        {development.area ? <span className="muted">{development.area}</span> : null}
        {development.priceRange ? <span className="listings-card-price">{development.priceRange}</span> : null}
      </span>
    </Link>
  );
}
