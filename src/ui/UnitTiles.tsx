import type { ReactNode } from 'react';
import type { UnitTile } from '../domain/associates';
import { t } from '../i18n';
import { UNIT_MESSAGES } from '../i18n/en/people';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * The body of a 'Select Stand/Unit Number' page (spec 2 and 3): loading, then 'No properties
 * found. Please add an address in your profile to proceed.' when the user holds no unit here,
 * else one tile per unit, drawn by `tile` (StandTileHead first).
 */
export function UnitTiles({ loading, tiles, tile }: { loading: boolean; tiles: readonly UnitTile[] | undefined; tile: (unit: UnitTile) => ReactNode }) {
  if (loading) return <LoadingOverlay />;
  if (!tiles || tiles.length === 0) return <EmptyState message={UNIT_MESSAGES.noProperties} />;
  return <div className="tiles unit-tiles">{tiles.map(tile)}</div>;
}

/** A unit tile's building icon and its 'Stand {standNo}' title (the unit number when the stand has none). */
export function StandTileHead({ tile }: { tile: UnitTile }) {
  return (
    <>
      <Icon name="building" size={32} />
      <span className="tile-title">{t('units.stand', { standNo: tile.standNo || tile.unitNo })}</span>
    </>
  );
}
