import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { distanceMetres } from '../../domain/geo';
import { mapsSearchUrl, visiblePoints } from '../../domain/places';
import { t } from '../../i18n';
import { useOnline, useSyncStatus } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { RouteSketch } from '../../ui/RouteSketch';
import { useDeviceLocation, type DeviceLocation } from '../../ui/use-device-location';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import type BasemapMap from './BasemapMap';
import { PoiCard } from './PoiCard';
import { useCurrentEstate, useMapStyleUrl, usePointsOfInterest, useSitePlan } from './places.api';
import { SitePlanMap } from './SitePlanMap';
import './places.css';
import '../../i18n/areas/geo';
import '../../i18n/areas/places';
import '../../i18n/areas/shell';

type Basemap = ComponentType<ComponentProps<typeof BasemapMap>>;

/** MapLibre, only when MAP_STYLE_URL is set and the device is online: loaded on demand (not in the first load); null when it could not load. */
function useBasemap(styleUrl: string | null | undefined): Basemap | null | undefined {
  const [basemap, setBasemap] = useState<Basemap | null>();
  useEffect(() => {
    if (!styleUrl) return;
    let live = true;
    import('./BasemapMap').then((m) => live && setBasemap(() => m.default)).catch(() => live && setBasemap(null));
    return () => {
      live = false;
    };
  }, [styleUrl]);
  return basemap;
}

/**
 * /poi (title POI): the estate's points of interest from Dexie, searchable by title, as cards
 * and on a map. The map is the estate's own site plan with the points drawn on it (works
 * offline), or a MapLibre basemap when the operator set MAP_STYLE_URL and the device is online.
 * Selecting a point (its marker or its card) highlights both and draws the route sketch from the
 * device's location (distance and compass direction, offline) with Directions in the device's
 * maps app; 'Open in Maps' searches the point (or the estate) there. Without a location the spec's
 * message shows (with why, and Try again) and the points stay listed; nothing on the device and
 * no signal to fetch them says 'Unable to fetch poi'.
 */
export function PoiScreen() {
  const navigate = useNavigate();
  const estate = useCurrentEstate();
  const points = usePointsOfInterest(estate?.id);
  const plan = useSitePlan(estate?.id);
  const styleUrl = useMapStyleUrl();
  const Basemap = useBasemap(styleUrl);
  const [basemapFailed, setBasemapFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const routeFrame = useRef<HTMLElement>(null);
  const { location, retry } = useDeviceLocation();
  const online = useOnline();
  const { lastSyncAt } = useSyncStatus();
  const origin = location.status === 'located' ? location.position : null;

  const shown = points ? visiblePoints(points, query) : undefined;
  const selected = shown?.find((p) => p.id === selectedId);
  const selectFromCard = (id: string) => {
    setSelectedId(id);
    routeFrame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const fetchFailed = points !== undefined && points.length === 0 && lastSyncAt === null && !online;
  const showBasemap = Boolean(styleUrl && Basemap && !basemapFailed);
  const searchText = selected?.title ?? estate?.name ?? '';

  return (
    <div>
      <TopBar title={t('places.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        <TextField
          className="poi-search"
          label={t('places.search')}
          type="search"
          placeholder={t('places.search')}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <LocationNotice location={location} onRetry={retry} />
        {fetchFailed ? (
          <EmptyState message={t('places.fetchFailed')} />
        ) : shown === undefined || plan === undefined ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('places.empty')} />
        ) : (
          <>
            {plan || showBasemap ? (
              <section className="poi-map" aria-label={t('places.map')}>
                {showBasemap && Basemap && styleUrl ? (
                  <Basemap
                    styleUrl={styleUrl}
                    plan={plan}
                    points={shown}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    onFailed={() => setBasemapFailed(true)}
                  />
                ) : plan ? (
                  <SitePlanMap plan={plan} estateName={estate?.name ?? ''} points={shown} selectedId={selectedId} onSelect={setSelectedId} />
                ) : null}
              </section>
            ) : null}
            <section ref={routeFrame} className="poi-route" aria-label={t('places.route')} aria-live="polite">
              {selected ? <p className="poi-selected">{t('places.selected', { title: selected.title })}</p> : <p className="muted">{t('places.chooseHint')}</p>}
              <RouteSketch
                places={shown.map((p, index) => ({ id: p.id, label: p.title, number: index + 1, latitude: p.latitude, longitude: p.longitude }))}
                origin={origin}
                selectedId={selectedId}
                testId="poi-sketch"
              />
            </section>
            <div className="poi-actions">
              {searchText ? (
                <a className="btn btn-secondary" href={mapsSearchUrl(searchText)} target="_blank" rel="noopener noreferrer">
                  {t('places.openInMaps')}
                </a>
              ) : null}
            </div>
            <ul className="poi-cards">
              {shown.map((point, index) => (
                <li key={point.id}>
                  <PoiCard
                    point={point}
                    number={index + 1}
                    selected={point.id === selectedId}
                    onSelect={selectFromCard}
                    distance={origin ? distanceMetres(origin, point) : undefined}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}

/** Why the device's location is missing: the spec's message (or 'Geolocation is not supported'), what happened, and Try again. */
function LocationNotice({ location, onRetry }: { location: DeviceLocation; onRetry: () => void }) {
  if (location.status === 'located') return null;
  if (location.status === 'locating') return <p className="poi-location muted">{t('geo.locating')}</p>;
  if (location.status === 'unsupported')
    return (
      <p className="poi-location poi-location-failed" role="alert">
        {t('geo.unsupported')}
      </p>
    );
  return (
    <div className="poi-location poi-location-failed" role="alert" data-testid="poi-location-failed">
      <p>{t('geo.unavailable')}</p>
      <p className="muted">{t(`geo.hint.${location.status}`)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('geo.retry')}
      </Button>
    </div>
  );
}
