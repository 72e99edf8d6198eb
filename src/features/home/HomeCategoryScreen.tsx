import { useRouter } from '@tanstack/react-router';
import { tilesAt } from '../../domain/estate-roles';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { TileGrid } from './TileGrid';
import { useHomeData } from './use-home-data';
import '../../i18n/areas/home';
import '../../i18n/areas/shell';

/** Generic category screen: the current role's tiles at one app location. */
export function HomeCategoryScreen({ location }: { location: string }) {
  const router = useRouter();
  const data = useHomeData();
  const tiles = tilesAt(data?.access, location);
  return (
    <div>
      <TopBar title={t('home.categoryTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page">
        {data === undefined ? <LoadingOverlay /> : tiles.length === 0 ? <EmptyState message={t('home.notAvailable')} /> : <TileGrid tiles={tiles} />}
      </main>
    </div>
  );
}
