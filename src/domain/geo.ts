/**
 * Distances, compass bearings and the offline route sketch of spec 3's points of interest and
 * event map: no map tiles and no routing service (the machine and the gate may have no signal),
 * so the app draws where things lie relative to each other and hands the route to the
 * platform's maps app.
 */
export type LatLon = { latitude: number; longitude: number };

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(from: LatLon, to: LatLon): number {
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial compass bearing from `from` to `to`, degrees clockwise from north in [0, 360). */
export function bearingDegrees(from: LatLon, to: LatLon): number {
  const φ1 = rad(from.latitude);
  const φ2 = rad(to.latitude);
  const Δλ = rad(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return (deg + 360) % 360;
}

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points to a bearing. */
export function compassPoint(bearing: number): CompassPoint {
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[index] ?? 'N';
}

/** '40 m', '950 m', '1.2 km', '12 km': metres to the nearest 10 below a kilometre, then kilometres. */
export function formatDistance(metres: number): string {
  const tens = Math.max(0, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  if (metres < 10_000) return `${(metres / 1000).toFixed(1)} km`;
  return `${Math.round(metres / 1000)} km`;
}

/**
 * 'Directions': the platform's maps app, driving (spec 3: 'driving route from the device location
 * to the chosen point'); the origin is left to the maps app when the device's location is unknown.
 */
export function directionsUrl(destination: LatLon, origin?: LatLon | null): string {
  const from = origin ? `&origin=${origin.latitude},${origin.longitude}` : '';
  return `https://www.google.com/maps/dir/?api=1${from}&destination=${destination.latitude},${destination.longitude}&travelmode=driving`;
}

/** A point of the sketch: where it lies in the drawing (0..1 across, 0..1 down, north up). */
export type SketchPoint<T> = { item: T; x: number; y: number };

/**
 * Lays points out for the sketch: a local flat projection (east-west shrunk by the cosine of the
 * latitude, fine across an estate) scaled so the farthest one stays inside a margin, north up.
 * One point alone (or all on one spot) sits in the middle.
 */
export function sketchLayout<T extends LatLon>(items: readonly T[], margin = 0.12): SketchPoint<T>[] {
  if (items.length === 0) return [];
  const lat0 = items.reduce((s, p) => s + p.latitude, 0) / items.length;
  const k = Math.cos(rad(lat0));
  const xs = items.map((p) => p.longitude * k);
  const ys = items.map((p) => -p.latitude);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const span = Math.max(maxX - minX, maxY - minY);
  const inner = 1 - 2 * margin;
  return items.map((item, i) => {
    if (!(span > 0)) return { item, x: 0.5, y: 0.5 };
    const x = margin + (((xs[i] ?? 0) - minX) / span) * inner + ((span - (maxX - minX)) / span) * (inner / 2);
    const y = margin + (((ys[i] ?? 0) - minY) / span) * inner + ((span - (maxY - minY)) / span) * (inner / 2);
    return { item, x, y };
  });
}

/** Metres across the sketch's full width for a layout of these points (for its scale bar); 0 for one spot. */
export function sketchWidthMetres(items: readonly LatLon[], margin = 0.12): number {
  if (items.length < 2) return 0;
  const lat0 = items.reduce((s, p) => s + p.latitude, 0) / items.length;
  const k = Math.cos(rad(lat0));
  const spanX = (Math.max(...items.map((p) => p.longitude)) - Math.min(...items.map((p) => p.longitude))) * k;
  const spanY = Math.max(...items.map((p) => p.latitude)) - Math.min(...items.map((p) => p.latitude));
  const spanDeg = Math.max(spanX, spanY);
  return (spanDeg * (Math.PI / 180) * EARTH_RADIUS_M) / (1 - 2 * margin);
}
