import { useNavigate } from '@tanstack/react-router';
import { unitTileOpens } from '../../domain/associates';
import { t } from '../../i18n';
import { UNIT_MESSAGES } from '../../i18n/en/people';
import { useUnitPicker } from '../../sync/use-my-units';
import { UnitListErrorDialog } from '../../ui/UnitListErrorDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useAssociateUploader } from './associate-uploads';

/** /associates: 'Select Unit Number', one tile per unit the user holds at the current estate (from Dexie). */
export function UnitPickerScreen() {
  const navigate = useNavigate();
  useAssociateUploader();
  const { tiles, loading, listError, closeListError } = useUnitPicker();
  return (
    <div>
      <TopBar title={t('units.selectUnit')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {loading ? (
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
                data-testid="unit-tile"
                aria-disabled={unitTileOpens(tile) ? undefined : true}
                onClick={() => {
                  // Spec 2: a tile with no visitor invites left today does nothing.
                  if (unitTileOpens(tile)) void navigate({ to: '/associates/list', search: { unitNo: tile.unitNo } });
                }}
              >
                <Icon name="building" size={32} />
                <span className="tile-title">{t('units.unit', { unitNo: tile.unitNo })}</span>
                <span className="tile-description">{t('units.maxAssociates', { max: tile.noOfAssociatesPerUnit })}</span>
              </button>
            ))}
          </div>
        )}
      </main>
      {listError ? <UnitListErrorDialog error={listError} onClose={closeListError} /> : null}
    </div>
  );
}
