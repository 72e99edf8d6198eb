import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { UNIT_MESSAGES } from '../../i18n/en/people';
import { useUnitPicker } from '../../sync/use-my-units';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { UnitListErrorDialog } from '../../ui/UnitListErrorDialog';
import { HrefLink } from './HrefLink';
import './documents.css';

/**
 * /documents (spec 3): 'Select Stand/Unit Number', one tile per unit the user holds at the current
 * estate (from the device, offline too), each opening that unit's document categories. None: 'No
 * properties found. Please add an address in your profile to proceed.'
 */
export function DocumentUnitsScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  return (
    <div>
      <TopBar title={t('units.selectStand')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {picker.loading ? (
          <LoadingOverlay />
        ) : !picker.tiles || picker.tiles.length === 0 ? (
          <EmptyState message={UNIT_MESSAGES.noProperties} />
        ) : (
          <div className="tiles unit-tiles">
            {picker.tiles.map((tile) => (
              <HrefLink key={tile.unitNo} href={`/documentcategories?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}`} className="tile unit-tile document-unit" testId="document-unit">
                <Icon name="building" size={32} />
                <span className="tile-title">{t('units.stand', { standNo: tile.standNo || tile.unitNo })}</span>
                <span className="tile-description">{t('units.unit', { unitNo: tile.unitNo })}</span>
              </HrefLink>
            ))}
          </div>
        )}
      </main>
      {picker.listError ? <UnitListErrorDialog error={picker.listError} onClose={picker.closeListError} /> : null}
    </div>
  );
}
