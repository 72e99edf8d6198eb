import { bearingDegrees, compassPoint, directionsUrl, distanceMetres, formatDistance, sketchLayout, sketchWidthMetres, type LatLon } from '../domain/geo';
import { t } from '../i18n';
import './route-sketch.css';
import '../i18n/areas/geo';

export type SketchPlace = LatLon & { id: string; label: string; number?: number };

type Props = {
  places: readonly SketchPlace[];
  /** The device's location; null when unknown (the sketch then shows the places only). */
  origin: LatLon | null;
  /** The place the route goes to; the only place when there is one. */
  selectedId?: string | undefined;
  testId?: string;
};

const SIZE = 300;

/** '350 m north-east of you'. */
export function awayText(origin: LatLon, place: LatLon): string {
  const compass = compassPoint(bearingDegrees(origin, place));
  return t('geo.away', { distance: formatDistance(distanceMetres(origin, place)), compass: t(`geo.compass.${compass}`) });
}

/**
 * The route without a map service (spec 3: 'The map draws a driving route from the device
 * location to the chosen point'): an SVG sketch, north up, of the places and the device relative
 * to each other, the chosen place joined to 'You' with its distance and compass direction, a scale
 * bar, and 'Directions' that hands the driving route to the platform's maps app. It needs no
 * tiles and no signal; the maps app needs signal for the road route.
 */
export function RouteSketch({ places, origin, selectedId, testId }: Props) {
  const target = places.find((p) => p.id === selectedId) ?? (places.length === 1 ? places[0] : undefined);
  const you = origin ? { ...origin, id: '', label: t('geo.you') } : null;
  const layout = sketchLayout(you ? [you, ...places] : places);
  const at = new Map(layout.map((p) => [p.item, { x: p.x * SIZE, y: p.y * SIZE }]));
  const youAt = you ? at.get(you) : undefined;
  const targetAt = target ? at.get(target) : undefined;
  const width = sketchWidthMetres(you ? [you, ...places] : places);
  const scale = scaleBar(width);
  const names = places.map((p) => p.label).join(', ');
  const label = `${you ? t('geo.sketchFrom', { places: names }) : t('geo.sketch', { places: names })}${target && origin ? `. ${target.label}: ${awayText(origin, target)}` : ''}`;
  return (
    <figure className="route-sketch" data-testid={testId}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label} className="route-sketch-svg">
        <rect x="0" y="0" width={SIZE} height={SIZE} rx="10" className="route-sketch-ground" />
        <g className="route-sketch-north" transform={`translate(${SIZE - 26} 30)`}>
          <path d="M0 -18 L7 6 L0 1 L-7 6 Z" />
          <text y="20" textAnchor="middle">
            {t('geo.north')}
          </text>
        </g>
        {youAt && targetAt ? (
          <line x1={youAt.x} y1={youAt.y} x2={targetAt.x} y2={targetAt.y} className="route-sketch-route" data-testid="route-sketch-route" />
        ) : null}
        {places.map((place) => {
          const p = at.get(place);
          if (!p) return null;
          const chosen = place === target;
          return (
            <g key={place.id} className={`route-sketch-place${chosen ? ' route-sketch-chosen' : ''}`} transform={`translate(${p.x} ${p.y})`}>
              <circle r={chosen ? 13 : 10} />
              <text textAnchor="middle" dy="4">
                {place.number ?? ''}
              </text>
              {chosen ? (
                <text className="route-sketch-label" textAnchor="middle" dy={-19}>
                  {place.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {youAt ? (
          <g className="route-sketch-you" transform={`translate(${youAt.x} ${youAt.y})`}>
            <circle r="12" className="route-sketch-you-halo" />
            <circle r="6" />
            <text textAnchor="middle" dy="24">
              {t('geo.you')}
            </text>
          </g>
        ) : null}
        {scale ? (
          <g className="route-sketch-scale" transform={`translate(14 ${SIZE - 16})`}>
            <path d={`M0 -5 V0 H${(scale.metres / width) * SIZE} V-5`} />
            <text x="0" y="-8">
              {formatDistance(scale.metres)}
            </text>
          </g>
        ) : null}
      </svg>
      {target ? (
        <figcaption className="route-sketch-caption">
          <span className="route-sketch-target">
            <strong>{target.label}</strong>
            {origin ? <span data-testid="route-sketch-away"> {awayText(origin, target)}</span> : null}
          </span>
          <a className="btn btn-primary" href={directionsUrl(target, origin)} target="_blank" rel="noopener noreferrer" data-testid="route-sketch-directions">
            {t('geo.directions')}
          </a>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A round length (1, 2 or 5 times a power of ten metres) about a quarter of the sketch's width. */
function scaleBar(widthMetres: number): { metres: number } | null {
  if (!(widthMetres > 0)) return null;
  const goal = widthMetres / 4;
  const power = 10 ** Math.floor(Math.log10(goal));
  const metres = [5, 2, 1].map((m) => m * power).find((m) => m <= goal) ?? power;
  return { metres };
}
