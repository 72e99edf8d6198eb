import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { UNIT_MESSAGES } from '../../i18n/en/people';
import { useUnitPicker } from '../../sync/use-my-units';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { UnitListErrorDialog } from '../../ui/UnitListErrorDialog';

/**
 * /LagoonAccess without a unit: 'Select Stand/Unit Number', one tile per unit the user holds at
 * the current estate with 'Max Visitors per day' and 'Available invites' (Dexie, offline too).
 * A tile leads to /LagoonAccess/list?unitNo= (spec: the unit selection leads to
 * /LagoonAccess/list); a single unit skips the picker. A unit with no invites left still opens:
 * the lagoon needs no invite, so 'No Invites Available' shows when visitors are added for it.
 */
export function LagoonUnitPickerScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  const tiles = picker.tiles;
  const only = tiles?.length === 1 ? tiles[0] : undefined;
  useEffect(() => {
    if (only) void navigate({ to: '/LagoonAccess/list', search: { unitNo: only.unitNo }, replace: true });
  }, [only, navigate]);

  return (
    <div>
      <TopBar title={t('units.selectStand')} onBack={() => void navigate({ to: '/lagoon', search: { tab: 'book' } })} backLabel={t('app.back')} />
      <main className="page">
        {picker.loading || only ? (
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
                data-testid="stand-tile"
                onClick={() => void navigate({ to: '/LagoonAccess/list', search: { unitNo: tile.unitNo } })}
              >
                <Icon name="building" size={32} />
                <span className="tile-title">{t('units.stand', { standNo: tile.standNo || tile.unitNo })}</span>
                <span className="tile-description">{t('units.maxVisitors', { max: tile.unit.allowedVisitors })}</span>
                <span className="tile-description">{t('units.availableInvites', { count: tile.availableVisitorInvites })}</span>
              </button>
            ))}
          </div>
        )}
      </main>
      {picker.listError ? <UnitListErrorDialog error={picker.listError} onClose={picker.closeListError} /> : null}
    </div>
  );
}
