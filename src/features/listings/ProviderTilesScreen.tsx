import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LifestyleProvider } from '../../contract/content';
import { lifestyleTiles, opensMenu, trainingTileDestination, type LifestyleLocation } from '../../domain/content';
import { t, type MessageKey } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { StoredImage } from '../../app/StoredImage';
import { TopBar } from '../../ui/TopBar';
import { useEstateProviders } from './listings.api';
import './listings.css';
import '../../i18n/areas/listings';
import '../../i18n/areas/shell';

const TITLES: Record<LifestyleLocation, MessageKey> = {
  lifestylecenter: 'lifestyle.title',
  Foods: 'lifestyle.foodsTitle',
  trainingscience: 'lifestyle.trainingTitle',
};

/**
 * /lifestyle (Lifestyle Centre), /Foods (Restaurant) and /TrainingScience (spec 3): the current
 * estate's providers at that location as tiles, from Dexie (the tile 'Value' skipped). A
 * lifestyle tile opens /LifestyleProviderDetails, a restaurant /RestaurantMenu unless its path
 * is 'NA', a training tile its page in a new tab (iframe) or in the app. Empty: 'Not found.'.
 */
export function ProviderTilesScreen({ location }: { location: LifestyleLocation }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const providers = useEstateProviders(access === undefined ? undefined : (access?.estateId ?? -1));
  if (access === undefined || providers === undefined) return <LoadingOverlay />;
  const tiles = lifestyleTiles(providers, location);
  return (
    <div>
      <TopBar title={t(TITLES[location])} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page listings-page">
        {tiles.length === 0 ? (
          <EmptyState message={t('lifestyle.empty')} />
        ) : (
          <ul className="provider-tiles">
            {tiles.map((provider) => (
              <li key={provider.id}>
                <ProviderTile provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

function TileBody({ provider }: { provider: LifestyleProvider }) {
  return (
    <>
      <StoredImage
        className={`provider-tile-image${provider.imageURL ? '' : ' provider-tile-logo'}`}
        url={provider.imageURL || provider.logo}
        alt=""
        fallback={provider.title}
      />
      <span className="provider-tile-title">{provider.title}</span>
    </>
  );
}

function ProviderTile({ provider }: { provider: LifestyleProvider }): ReactNode {
  const navigate = useNavigate();
  const body = <TileBody provider={provider} />;
  if (provider.location === 'lifestylecenter') {
    return (
      <Link className="provider-tile" to="/LifestyleProviderDetails" search={{ id: provider.id }}>
        {body}
      </Link>
    );
  }
  if (provider.location === 'Foods') {
    return opensMenu(provider) ? (
      <Link className="provider-tile" to="/RestaurantMenu" search={{ id: provider.id }}>
        {body}
      </Link>
    ) : (
      <div className="provider-tile provider-tile-static">{body}</div>
    );
  }
  const destination = trainingTileDestination(provider);
  switch (destination.kind) {
    case 'external':
      return (
        <a className="provider-tile" href={destination.url} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      );
    case 'path':
      return (
        <a
          className="provider-tile"
          href={destination.path}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: destination.path });
          }}
        >
          {body}
        </a>
      );
    case 'provider':
      return (
        <Link className="provider-tile" to="/LifestyleProviderDetails" search={{ id: destination.id }}>
          {body}
        </Link>
      );
    default:
      return <div className="provider-tile provider-tile-static">{body}</div>;
  }
}
