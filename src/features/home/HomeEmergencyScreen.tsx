import { tilesAt } from '../../domain/estate-roles';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { TileGrid } from './TileGrid';
import { useHomeData } from './use-home-data';
import '../../i18n/areas/home';

/** Emergency tiles (Ambulance, Follow Me, Fire): tapping dials the tile's contact number. */
export function HomeEmergencyScreen() {
  const data = useHomeData();
  const tiles = tilesAt(data?.access, 'emergency');
  return (
    <div>
      <TopBar title={t('home.emergencyTitle')} />
      <main className="page">
        {data === undefined ? <LoadingOverlay /> : tiles.length === 0 ? <EmptyState message={t('home.notAvailable')} /> : <TileGrid tiles={tiles} />}
      </main>
    </div>
  );
}
