import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { UNIT_MESSAGES } from '../../i18n/en/people';
import { useUnitPicker } from '../../sync/use-my-units';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { UnitListErrorDialog } from '../../ui/UnitListErrorDialog';
import './bills.css';

/**
 * /accounttypes (spec 3 'Levy bills'): the unit selection, one tile per unit the user holds at the
 * current estate (Dexie, offline too); a unit leads to its account types (/accounttypesselect
 * carries unitNo). No unit: the spec's 'No properties found...' text.
 */
export function AccountTypesScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  const tiles = picker.tiles;
  return (
    <div>
      <TopBar title={t('billing.unitsTitle')} onBack={() => void navigate({ href: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {picker.loading ? (
          <LoadingOverlay />
        ) : !tiles || tiles.length === 0 ? (
          <EmptyState message={UNIT_MESSAGES.noProperties} />
        ) : (
          <div className="tiles unit-tiles">
            {tiles.map((tile) => (
              <button
                key={tile.unitNo}
                type="button"
                className="tile unit-tile"
                data-testid="levy-unit-tile"
                onClick={() => void navigate({ href: `/accounttypesselect?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}` })}
              >
                <Icon name="building" size={32} />
                <span className="tile-title">{t('units.stand', { standNo: tile.standNo || tile.unitNo })}</span>
                <span className="tile-description">{t('billing.unitTile', { unitNo: tile.unitNo })}</span>
              </button>
            ))}
          </div>
        )}
      </main>
      {picker.listError ? <UnitListErrorDialog error={picker.listError} onClose={picker.closeListError} /> : null}
    </div>
  );
}
