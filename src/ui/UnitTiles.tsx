import type { ReactNode } from 'react';
import type { UnitTile } from '../domain/associates';
import { t } from '../i18n';
import { UNIT_MESSAGES } from '../i18n/en/people';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { LoadingOverlay } from './LoadingOverlay';
import { TopBar } from './TopBar';
import { UnitListErrorDialog } from './UnitListErrorDialog';
import '../i18n/areas/people';
import '../i18n/areas/shell';

/**
 * The body of a 'Select Stand/Unit Number' page (spec 2 and 3): loading, then 'No properties
 * found. Please add an address in your profile to proceed.' (or the page's own `empty` text)
 * when the user holds no unit here, else one tile per unit, drawn by `tile` (StandTileHead first).
 */
export function UnitTiles({
  loading,
  tiles,
  tile,
  empty = UNIT_MESSAGES.noProperties,
}: {
  loading: boolean;
  tiles: readonly UnitTile[] | undefined;
  tile: (unit: UnitTile) => ReactNode;
  empty?: string;
}) {
  if (loading) return <LoadingOverlay />;
  if (!tiles || tiles.length === 0) return <EmptyState message={empty} />;
  return <div className="tiles unit-tiles">{tiles.map(tile)}</div>;
}

/** What a unit picker page reads (`useUnitPicker()` in src/app/use-my-units.ts gives it). */
export type UnitPickerState = {
  tiles: readonly UnitTile[] | undefined;
  loading: boolean;
  listError: { errorDescription: string; errorDetails: string } | null;
  closeListError: () => void;
};

/**
 * A whole unit picker page: the top bar, the tiles (loading while `picker.loading` or
 * `loading`), and, online, the server's refusal of the unit list in the spec's dialog.
 */
export function UnitPickerPage({
  title,
  onBack,
  picker,
  loading = false,
  tile,
  children,
  ownUnits = true,
}: {
  title: string;
  onBack: () => void;
  picker: UnitPickerState;
  loading?: boolean;
  tile: (unit: UnitTile) => ReactNode;
  /** What the page shows besides the tiles (its dialogs, a concierge's resident picker). */
  children?: ReactNode;
  /** Whether the user's own unit tiles (or their empty text) show: a concierge without a unit sees only the resident picker. */
  ownUnits?: boolean;
}) {
  return (
    <div>
      <TopBar title={title} onBack={onBack} backLabel={t('app.back')} />
      <main className="page">
        {ownUnits ? <UnitTiles loading={picker.loading || loading} tiles={picker.tiles} tile={tile} /> : null}
        {children}
      </main>
      {picker.listError ? <UnitListErrorDialog error={picker.listError} onClose={picker.closeListError} /> : null}
    </div>
  );
}

/** One unit's tile as a button (the associates' tile is inert, `disabled`, when the unit has no visitor invites left). */
export function UnitTileButton({ testId, disabled, onClick, children }: { testId?: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="tile unit-tile" data-testid={testId} aria-disabled={disabled ? true : undefined} onClick={onClick}>
      {children}
    </button>
  );
}

/** A unit tile's building icon and its title: 'Stand {standNo}' (the unit number when the stand has none), or `title`. */
export function StandTileHead({ tile, title }: { tile: UnitTile; title?: string }) {
  return (
    <>
      <Icon name="building" size={32} />
      <span className="tile-title">{title ?? t('units.stand', { standNo: tile.standNo || tile.unitNo })}</span>
    </>
  );
}
