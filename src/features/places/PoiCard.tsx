import type { PointOfInterest } from '../../contract/content';
import { useStoredFileUrl } from '../../app/stored-files';
import { formatDistance } from '../../domain/geo';
import { t } from '../../i18n';
import '../../i18n/areas/places';

type Props = { point: PointOfInterest; number: number; selected: boolean; onSelect: (id: string) => void; distance: number | undefined };

/** A point of interest's card: its number on the map, picture (kept on the device), title, description, place and distance from the device; tapping selects it. */
export function PoiCard({ point, number, selected, onSelect, distance }: Props) {
  const image = useStoredFileUrl(point.image || undefined);
  return (
    <button
      type="button"
      className={`poi-card${selected ? ' poi-card-selected' : ''}`}
      aria-pressed={selected}
      data-point-id={point.id}
      onClick={() => onSelect(point.id)}
    >
      {image ? <img className="poi-card-image" src={image} alt="" /> : point.image ? <span className="poi-card-image" aria-hidden="true" /> : null}
      <span className="poi-card-body">
        <span className="poi-card-title">
          <span className="poi-card-number" aria-hidden="true">
            {number}
          </span>
          {point.title}
        </span>
        {point.description ? <span className="poi-card-description">{point.description}</span> : null}
        {point.geolocation ? <span className="poi-card-place muted">{point.geolocation}</span> : null}
        {distance !== undefined ? (
          <span className="poi-card-distance" data-testid="poi-distance">
            {t('places.distance', { distance: formatDistance(distance) })}
          </span>
        ) : null}
      </span>
    </button>
  );
}
