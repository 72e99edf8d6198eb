import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { unitTileOpens, type UnitTile } from '../../domain/associates';
import { t } from '../../i18n';
import { UNIT_MESSAGES } from '../../i18n/en/people';
import { useUnitPicker } from '../../app/use-my-units';
import { useConciergeMode } from '../../app/concierge';
import { ConciergeResidentPicker } from '../../app/ConciergePicker';
import type { ConciergeResident } from '../../contract/concierge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StandTileHead, UnitPickerPage, UnitTileButton } from '../../ui/UnitTiles';
import '../../i18n/areas/people';

/** 'No Invites Available: There is no more visitor invites ...' split into the dialog's title and text. */
const [NO_INVITES_TITLE = '', NO_INVITES_TEXT = ''] = UNIT_MESSAGES.noInvites.split(/:\s(.*)/s);

type Props = {
  /** Only letting units (the letting picker, /letterSelectUnitVisitorAccess). */
  lettingOnly: boolean;
  /** Where a chosen unit leads (spec 2: the visitor list, or the letting guests for letting units). */
  onChoose: (tile: UnitTile) => void;
  /** Concierge mode (spec 2 visitor unit picker: `isConcierge`, `userID`): a concierge also picks a resident to invite for. */
  onPickResident?: (resident: ConciergeResident) => void;
};

/**
 * Spec 2 'Select Stand/Unit Number': one tile per unit the user holds at the current estate with
 * its stand, visitors per day and invites left today, from Dexie (offline too). A unit with none
 * left says 'No Invites Available'; online, the server's refusal of the unit list shows its dialog.
 */
function StandUnitPicker({ lettingOnly, onChoose, onPickResident }: Props) {
  const navigate = useNavigate();
  const picker = useUnitPicker();
  const concierge = useConciergeMode();
  const asConcierge = onPickResident !== undefined && concierge?.isConcierge === true;
  const tiles = picker.tiles?.filter((tile) => !lettingOnly || tile.unit.isLettingUnit);
  const [noInvites, setNoInvites] = useState(false);
  return (
    <UnitPickerPage
      title={t('units.selectStand')}
      onBack={() => void navigate({ to: '/home' })}
      picker={{ ...picker, tiles }}
      loading={onPickResident !== undefined && concierge === undefined}
      ownUnits={!asConcierge || (tiles?.length ?? 0) > 0}
      tile={(tile) => (
        <UnitTileButton key={tile.unitNo} testId="stand-tile" onClick={() => (unitTileOpens(tile) ? onChoose(tile) : setNoInvites(true))}>
          <StandTileHead tile={tile} />
          <span className="tile-description">{t('units.maxVisitors', { max: tile.unit.allowedVisitors })}</span>
          <span className="tile-description">{t('units.availableInvites', { count: tile.availableVisitorInvites })}</span>
        </UnitTileButton>
      )}
    >
      {asConcierge && concierge && onPickResident ? <ConciergeResidentPicker mode={concierge} onPick={onPickResident} /> : null}
      {noInvites ? (
        <Dialog
          title={NO_INVITES_TITLE}
          onClose={() => setNoInvites(false)}
          actions={
            <Button variant="primary" onClick={() => setNoInvites(false)}>
              {t('units.errorClose')}
            </Button>
          }
        >
          <p>{NO_INVITES_TEXT}</p>
        </Dialog>
      ) : null}
    </UnitPickerPage>
  );
}

/**
 * The visitor unit picker: letting units lead to their guests, the others to their visitors. A
 * concierge also chooses a resident of the estate and invites for them on the one-screen invite.
 */
export function VisitorUnitPickerScreen() {
  const navigate = useNavigate();
  return (
    <StandUnitPicker
      lettingOnly={false}
      onChoose={(tile) =>
        void (tile.unit.isLettingUnit
          ? navigate({ href: `/letterAllVisitors?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}` })
          : navigate({ href: `/visitorAccessLagoon/list?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}` }))
      }
      onPickResident={(resident) => void navigate({ to: '/VisitorInformationScreen', search: { unitNo: resident.unitNo, userID: resident.userId } })}
    />
  );
}

/** /letterSelectUnitVisitorAccess: the unit picker of a resident letting user (letting units only). */
export function LettingUnitPickerScreen() {
  const navigate = useNavigate();
  return (
    <StandUnitPicker
      lettingOnly
      onChoose={(tile) => void navigate({ href: `/letterAllVisitors?${new URLSearchParams({ unitNo: tile.unitNo }).toString()}` })}
    />
  );
}
