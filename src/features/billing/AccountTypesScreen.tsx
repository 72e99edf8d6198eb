import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useUnitPicker } from '../../app/use-my-units';
import { StandTileHead, UnitPickerPage, UnitTileButton } from '../../ui/UnitTiles';
import './billing.css';
import '../../i18n/areas/billing';

/**
 * /accounttypes (spec 3 'Levy bills'): the unit selection, one tile per unit the user holds at the
 * current estate (Dexie, offline too); a unit leads to its account types (/accounttypesselect
 * carries unitNo). No unit: the spec's 'No properties found...' text.
 */
export function AccountTypesScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  return (
    <UnitPickerPage
      title={t('billing.unitsTitle')}
      onBack={() => void navigate({ href: '/home' })}
      picker={picker}
      tile={(tile) => (
        <UnitTileButton
          key={tile.unitNo}
          testId="levy-unit-tile"
          onClick={() => void navigate({ href: `/accounttypesselect?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}` })}
        >
          <StandTileHead tile={tile} />
          <span className="tile-description">{t('billing.unitTile', { unitNo: tile.unitNo })}</span>
        </UnitTileButton>
      )}
    />
  );
}
