import { emergencyWords } from '../../app/emergency-numbers';
import { emergencyNumbers, tilesBesideTheList } from '../../domain/emergency';
import { tilesAt } from '../../domain/estate-roles';
import { t } from '../../i18n';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Tile } from '../../ui/Tile';
import { TopBar } from '../../ui/TopBar';
import { TileGrid } from './TileGrid';
import { useHomeData } from './use-home-data';
import '../../i18n/areas/emergency';
import '../../i18n/areas/home';

/**
 * The red Emergency button's screen: the estate's emergency numbers (src/domain/emergency.ts: its
 * control room, police 10111, its ambulance, fire), each a tile that dials, then the spec's other
 * emergency tiles (Follow Me, Emergency Contacts). From Dexie: offline too.
 */
export function HomeEmergencyScreen() {
  const data = useHomeData();
  const tiles = tilesAt(data?.access, 'emergency');
  const list = emergencyNumbers(data?.estate);
  // The numbers take the look of the estate's emergency tiles (red by default).
  const look = tiles.find((tile) => tile.navigateType === 'call') ?? tiles[0];
  return (
    <div>
      <TopBar title={t('home.emergencyTitle')} />
      <main className="page">
        {data === undefined ? (
          <LoadingOverlay />
        ) : (
          <>
            <nav className="tiles emergency-numbers" aria-label={t('emergency.listLabel')}>
              {list.map((entry) => {
                const { name, icon } = emergencyWords(entry);
                return (
                  <Tile
                    key={entry.kind}
                    title={name}
                    iconName={icon}
                    description={entry.number}
                    href={entry.href}
                    ariaLabel={t('emergency.call', { name, number: entry.number })}
                    size={look?.cssDefaultSize}
                    corner={look?.cssRoundCornerPerc}
                    borderWidth={look?.cssBorderWidthPerc}
                    background={look?.cssBackGroundColour || '#c62828'}
                    color={look?.cssFontColour || '#ffffff'}
                  />
                );
              })}
            </nav>
            <TileGrid tiles={tilesBesideTheList(tiles, list)} />
          </>
        )}
      </main>
    </div>
  );
}
