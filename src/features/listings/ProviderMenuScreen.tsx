import { useNavigate, useRouter } from '@tanstack/react-router';
import type { LifestyleProvider } from '../../contract/content';
import { descriptionParts, priceText } from '../../domain/content';
import { t, type MessageKey } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { StoredImage } from '../../app/StoredImage';
import { TopBar } from '../../ui/TopBar';
import { useProvider } from './listings.api';
import './listings.css';
import '../../i18n/areas/listings';
import '../../i18n/areas/shell';

type Offering = LifestyleProvider['offerings'][number];
type Category = LifestyleProvider['categories'][number];

/** The two pages of a provider: a lifestyle provider's and a restaurant's menu. */
export type MenuKind = 'lifestyle' | 'food';

const KINDS: Record<
  MenuKind,
  { title: MessageKey; empty: MessageKey; path: '/LifestyleProviderDetails' | '/RestaurantMenu'; back: '/lifestyle' | '/Foods'; fullDescription: boolean }
> = {
  lifestyle: {
    title: 'lifestyle.providerTitle',
    empty: 'lifestyle.providerEmpty',
    path: '/LifestyleProviderDetails',
    back: '/lifestyle',
    fullDescription: false,
  },
  food: { title: 'lifestyle.menuTitle', empty: 'lifestyle.menuEmpty', path: '/RestaurantMenu', back: '/Foods', fullDescription: true },
};

/**
 * /LifestyleProviderDetails (Lifestyle Providers) and /RestaurantMenu (Food Menu), spec 3: the
 * provider's banner and logo, the category chips with Overview first (Overview shows the
 * categories as picture tiles), and the chosen category's offerings: title, time, description
 * (a lifestyle offering its first part, a dish both) and 'R {price}.00'. The chosen category is
 * the route's `category` search ('' for Overview). Read from Dexie, so it works offline.
 */
export function ProviderMenuScreen({ kind, id, category }: { kind: MenuKind; id: string; category: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const provider = useProvider(id);
  const words = KINDS[kind];
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: words.back }));
  const choose = (next: string) => void navigate({ to: words.path, search: next ? { id, category: next } : { id }, replace: true });
  if (provider === undefined) return <LoadingOverlay />;
  const chosen = provider?.categories.find((c) => c.id === category);
  const offerings = chosen && provider ? provider.offerings.filter((o) => o.categoryId === chosen.id) : [];
  return (
    <div>
      <TopBar title={t(words.title)} onBack={back} backLabel={t('app.back')} />
      <main className="page listings-page provider-page">
        {provider === null ? (
          <EmptyState message={t(words.empty)} />
        ) : (
          <>
            <ProviderHead provider={provider} />
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout. */}
            <div className="provider-chips" role="group" aria-label={t('lifestyle.categories')}>
              <button type="button" className={`provider-chip${chosen ? '' : ' provider-chip-on'}`} aria-pressed={!chosen} onClick={() => choose('')}>
                {t('lifestyle.overview')}
              </button>
              {provider.categories.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={`provider-chip${chosen?.id === c.id ? ' provider-chip-on' : ''}`}
                  aria-pressed={chosen?.id === c.id}
                  onClick={() => choose(c.id)}
                >
                  {c.title}
                </button>
              ))}
            </div>
            {!chosen ? (
              provider.categories.length === 0 ? (
                <EmptyState message={t(words.empty)} />
              ) : (
                <ul className="provider-tiles">
                  {provider.categories.map((c) => (
                    <li key={c.id}>
                      <CategoryTile category={c} onOpen={() => choose(c.id)} />
                    </li>
                  ))}
                </ul>
              )
            ) : offerings.length === 0 ? (
              <EmptyState message={t(words.empty)} />
            ) : (
              <ul className="provider-offerings">
                {offerings.map((offering) => (
                  <OfferingRow key={offering.id} offering={offering} fullDescription={words.fullDescription} />
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </div>
  );
}

function ProviderHead({ provider }: { provider: LifestyleProvider }) {
  return (
    <section className="provider-head">
      {provider.imageURL ? <StoredImage className="provider-banner" url={provider.imageURL} alt="" /> : null}
      <div className="provider-head-text">
        {provider.logo ? <StoredImage className="provider-logo" url={provider.logo} alt={t('lifestyle.logo', { name: provider.title })} /> : null}
        <div>
          <h2>{provider.title}</h2>
          {provider.description ? <p className="muted">{provider.description}</p> : null}
        </div>
      </div>
    </section>
  );
}

function CategoryTile({ category, onOpen }: { category: Category; onOpen: () => void }) {
  return (
    <button type="button" className="provider-tile" onClick={onOpen}>
      <StoredImage className="provider-tile-image" url={category.imageURL} alt="" fallback={category.title} />
      <span className="provider-tile-title">{category.title}</span>
    </button>
  );
}

function OfferingRow({ offering, fullDescription }: { offering: Offering; fullDescription: boolean }) {
  const parts = descriptionParts(offering.description);
  const shown = fullDescription ? parts : parts.slice(0, 1);
  return (
    <li className="provider-offering">
      {offering.imageURL ? <StoredImage className="provider-offering-image" url={offering.imageURL} alt="" /> : null}
      <div className="provider-offering-text">
        <div className="provider-offering-top">
          <strong className="provider-offering-title">{offering.title}</strong>
          <span className="provider-offering-price">{priceText(offering.price)}</span>
        </div>
        {offering.time ? <span className="muted provider-offering-time">{offering.time}</span> : null}
        {shown.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs that never reorder; paragraphs may repeat.
          <p key={index} className="provider-offering-description">
            {part}
          </p>
        ))}
      </div>
    </li>
  );
}
