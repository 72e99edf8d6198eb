import type { PointOfInterest, SitePlan } from '../../contract/content';
import { projectOntoPlan } from '../../domain/places';
import { t } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import '../../i18n/areas/places';

type Props = { plan: SitePlan; estateName: string; points: readonly PointOfInterest[]; selectedId: string | undefined; onSelect: (id: string) => void };

/**
 * The estate's own map: the site plan picture the manager uploaded (a stored file, kept on the
 * device so it shows offline) with each point inside its corners drawn as a marker button at its
 * linear position. The marker of the selected point is highlighted.
 */
export function SitePlanMap({ plan, estateName, points, selectedId, onSelect }: Props) {
  const src = useStoredFileUrl(plan.imageUrl || undefined);
  const markers = points.flatMap((point, index) => {
    const at = projectOntoPlan(point, plan);
    return at ? [{ point, index, at }] : [];
  });
  if (!src) return <p className="poi-plan-loading">{t('places.sitePlanLoading')}</p>;
  return (
    <div className="poi-plan">
      <img className="poi-plan-image" src={src} alt={t('places.sitePlan', { estate: estateName })} />
      {markers.map(({ point, index, at }) => {
        const selected = point.id === selectedId;
        return (
          <button
            key={point.id}
            type="button"
            className={`poi-marker${selected ? ' poi-marker-selected' : ''}`}
            style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
            aria-label={t('places.markerNumbered', { number: index + 1, title: point.title })}
            aria-pressed={selected}
            data-point-id={point.id}
            onClick={() => onSelect(point.id)}
          >
            <span aria-hidden="true">{index + 1}</span>
            {selected ? <span className="poi-marker-label">{point.title}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
