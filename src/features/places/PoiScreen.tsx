import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { directionsUrl, mapsSearchUrl, visiblePoints } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import type BasemapMap from './BasemapMap';
import { PoiCard } from './PoiCard';
import { useCurrentEstate, useMapStyleUrl, usePointsOfInterest, useSitePlan } from './places.api';
import { SitePlanMap } from './SitePlanMap';
import './places.css';
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
 * Selecting a point (its marker or its card) highlights both and offers Directions in the
 * device's maps app; 'Open in Maps' searches the point (or the estate) there.
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
  const mapFrame = useRef<HTMLElement>(null);

  const shown = points ? visiblePoints(points, query) : undefined;
  const selected = shown?.find((p) => p.id === selectedId);
  const selectFromCard = (id: string) => {
    setSelectedId(id);
    mapFrame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
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
        {shown === undefined || plan === undefined ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('places.empty')} />
        ) : (
          <>
            {plan || showBasemap ? (
              <section ref={mapFrame} className="poi-map" aria-label={t('places.map')}>
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
            <div className="poi-actions" aria-live="polite">
              {selected ? <p className="poi-selected">{t('places.selected', { title: selected.title })}</p> : null}
              {selected ? (
                <a className="btn btn-primary" href={directionsUrl(selected)} target="_blank" rel="noopener noreferrer">
                  {t('places.directions')}
                </a>
              ) : null}
              {searchText ? (
                <a className="btn btn-secondary" href={mapsSearchUrl(searchText)} target="_blank" rel="noopener noreferrer">
                  {t('places.openInMaps')}
                </a>
              ) : null}
            </div>
            <ul className="poi-cards">
              {shown.map((point, index) => (
                <li key={point.id}>
                  <PoiCard point={point} number={index + 1} selected={point.id === selectedId} onSelect={selectFromCard} />
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}
