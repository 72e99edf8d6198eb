import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { useUnitPicker } from '../../app/use-my-units';
import { useConciergeMode } from '../../app/concierge';
import { ConciergeResidentPicker } from '../../app/ConciergePicker';
import { StandTileHead, UnitPickerPage, UnitTileButton } from '../../ui/UnitTiles';
import '../../i18n/areas/people';

/**
 * /LagoonAccess without a unit: 'Select Stand/Unit Number', one tile per unit the user holds at
 * the current estate with 'Max Visitors per day' and 'Available invites' (Dexie, offline too).
 * A tile leads to /LagoonAccess/list?unitNo= (spec: the unit selection leads to
 * /LagoonAccess/list); a single unit skips the picker. A unit with no invites left still opens:
 * the lagoon needs no invite, so 'No Invites Available' shows when visitors are added for it.
 * A concierge (spec 3: isConcierge, userID) also picks a resident of the estate to book for.
 */
export function LagoonUnitPickerScreen() {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  const concierge = useConciergeMode();
  const tiles = picker.tiles;
  // A concierge always chooses (their own unit, or a resident to book for).
  const only = tiles?.length === 1 && concierge?.isConcierge === false ? tiles[0] : undefined;
  useEffect(() => {
    if (only) void navigate({ to: '/LagoonAccess/list', search: { unitNo: only.unitNo }, replace: true });
  }, [only, navigate]);

  return (
    <UnitPickerPage
      title={t('units.selectStand')}
      onBack={() => void navigate({ to: '/lagoon', search: { tab: 'book' } })}
      picker={picker}
      loading={only !== undefined || concierge === undefined}
      ownUnits={concierge?.isConcierge !== true || (tiles?.length ?? 0) > 0}
      tile={(tile) => (
        <UnitTileButton key={tile.unitNo} testId="stand-tile" onClick={() => void navigate({ to: '/LagoonAccess/list', search: { unitNo: tile.unitNo } })}>
          <StandTileHead tile={tile} />
          <span className="tile-description">{t('units.maxVisitors', { max: tile.unit.allowedVisitors })}</span>
          <span className="tile-description">{t('units.availableInvites', { count: tile.availableVisitorInvites })}</span>
        </UnitTileButton>
      )}
    >
      {concierge?.isConcierge ? (
        <ConciergeResidentPicker
          mode={concierge}
          onPick={(resident) => void navigate({ to: '/LagoonAccess/list', search: { unitNo: resident.unitNo, userID: resident.userId } })}
        />
      ) : null}
    </UnitPickerPage>
  );
}
