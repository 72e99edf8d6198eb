import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useUnitPicker } from '../../app/use-my-units';
import { StandTileHead, UnitPickerPage } from '../../ui/UnitTiles';
import { HrefLink } from './HrefLink';
import './documents.css';
import '../../i18n/areas/people';

/**
 * /documents (spec 3): 'Select Stand/Unit Number', one tile per unit the user holds at the current
 * estate (from the device, offline too), each opening that unit's document categories. None: 'No
 * properties found. Please add an address in your profile to proceed.'
 */
export function DocumentUnitsScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  return (
    <UnitPickerPage
      title={t('units.selectStand')}
      onBack={() => void navigate({ to: '/home' })}
      picker={picker}
      tile={(tile) => (
        <HrefLink
          key={tile.unitNo}
          href={`/documentcategories?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}`}
          className="tile unit-tile document-unit"
          testId="document-unit"
        >
          <StandTileHead tile={tile} />
          <span className="tile-description">{t('units.unit', { unitNo: tile.unitNo })}</span>
        </HrefLink>
      )}
    />
  );
}
