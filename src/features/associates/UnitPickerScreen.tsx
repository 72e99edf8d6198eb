import { useNavigate } from '@tanstack/react-router';
import { unitTileOpens } from '../../domain/associates';
import { t } from '../../i18n';
import { useUnitPicker } from '../../app/use-my-units';
import { StandTileHead, UnitPickerPage, UnitTileButton } from '../../ui/UnitTiles';
import { useAssociateUploader } from '../../app/associate-uploads';
import '../../i18n/areas/people';

/** /associates: 'Select Unit Number', one tile per unit the user holds at the current estate (from Dexie). */
export function UnitPickerScreen() {
  const navigate = useNavigate();
  useAssociateUploader();
  const picker = useUnitPicker();
  return (
    <UnitPickerPage
      title={t('units.selectUnit')}
      onBack={() => void navigate({ to: '/home' })}
      picker={picker}
      tile={(tile) => (
        <UnitTileButton
          key={tile.unitNo}
          testId="unit-tile"
          disabled={!unitTileOpens(tile)}
          onClick={() => {
            // Spec 2: a tile with no visitor invites left today does nothing.
            if (unitTileOpens(tile)) void navigate({ to: '/associates/list', search: { unitNo: tile.unitNo } });
          }}
        >
          <StandTileHead tile={tile} title={t('units.unit', { unitNo: tile.unitNo })} />
          <span className="tile-description">{t('units.maxAssociates', { max: tile.noOfAssociatesPerUnit })}</span>
        </UnitTileButton>
      )}
    />
  );
}
