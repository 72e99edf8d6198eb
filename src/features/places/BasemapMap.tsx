import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import type { PointOfInterest, SitePlan } from '../../contract/content';
import { t } from '../../i18n';
import '../../i18n/areas/places';

/** Spec 3 section 9: default zoom 14 around latitude about -26.0, longitude about 28.1. */
const DEFAULT_CENTER: [number, number] = [28.1, -26.0];
const DEFAULT_ZOOM = 14;
/** A style that has not loaded by then counts as unreachable: the site plan takes over. */
const LOAD_TIMEOUT_MS = 12_000;

// MapLibre's worker is a file of this origin (worker-src 'self'; no blob: workers).
setWorkerUrl(workerUrl);

type Props = {
  styleUrl: string;
  plan: SitePlan | null;
  points: readonly PointOfInterest[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** The style could not be loaded (offline, blocked, broken): the screen falls back to the site plan. */
  onFailed: () => void;
};

/**
 * The MapLibre basemap of /poi, used only when the operator set MAP_STYLE_URL (its style gives
 * the dark look). Loaded on demand by the screen, so neither MapLibre nor its CSS is part of
 * the first load. Markers are buttons at the points; the selected one is highlighted.
 */
export default function BasemapMap({ styleUrl, plan, points, selectedId, onSelect, onFailed }: Props) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, { button: HTMLButtonElement; marker: Marker }>());
  const latest = useRef({ onSelect, onFailed, points, plan });
  latest.current = { onSelect, onFailed, points, plan };
  // The markers are redrawn when the points shown change, not on every render.
  const shown = JSON.stringify([plan ? [plan.north, plan.west, plan.south, plan.east] : null, points.map((p) => [p.id, p.title, p.latitude, p.longitude])]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let loaded = false;
    const map = new MapLibreMap({ container: element, style: styleUrl, center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, attributionControl: { compact: true } });
    mapRef.current = map;
    const fail = () => {
      if (!loaded) latest.current.onFailed();
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    map.on('load', () => {
      loaded = true;
      window.clearTimeout(timer);
    });
    map.on('error', fail);
    return () => {
      window.clearTimeout(timer);
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers follow a new map or a new set of points; the rest is read through refs.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const { points: current, plan: corners } = latest.current;
    const held = markers.current;
    for (const { marker } of held.values()) marker.remove();
    held.clear();
    const bounds = new LngLatBounds();
    if (corners) bounds.extend([corners.west, corners.south]).extend([corners.east, corners.north]);
    current.forEach((point, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'poi-pin';
      button.setAttribute('aria-label', t('places.markerNumbered', { number: index + 1, title: point.title }));
      button.dataset.pointId = point.id;
      button.textContent = String(index + 1);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.onSelect(point.id);
      });
      held.set(point.id, { button, marker: new Marker({ element: button }).setLngLat([point.longitude, point.latitude]).addTo(map) });
      bounds.extend([point.longitude, point.latitude]);
    });
    if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 40, maxZoom: 17, duration: 0 });
  }, [styleUrl, shown]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map or new markers need the selection drawn again.
  useEffect(() => {
    for (const [id, { button }] of markers.current) {
      const selected = id === selectedId;
      button.classList.toggle('poi-pin-selected', selected);
      button.setAttribute('aria-pressed', String(selected));
    }
  }, [selectedId, shown]);

  return <section ref={container} className="poi-basemap" aria-label={t('places.map')} />;
}
