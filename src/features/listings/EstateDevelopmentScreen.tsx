import { useNavigate, useRouter } from '@tanstack/react-router';
import type { Development } from '../../contract/content';
import { fromPriceText } from '../../domain/content';
import { embeddedHref } from '../../domain/tiles';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Carousel } from '../../ui/Carousel';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { StoredImage } from '../../app/StoredImage';
import { TopBar } from '../../ui/TopBar';
import { useDevelopment } from './listings.api';
import './listings.css';
import '../../i18n/areas/listings';
import '../../i18n/areas/shell';

type Sale = Development['sales'][number];

/** The brochure in the app's PDF viewer. */
const brochureHref = (development: Development): string =>
  `/pdf-viewer?${new URLSearchParams({ url: development.brochure, title: development.name }).toString()}`;

/**
 * /EstateDevelopments?id= (spec 3): the development's pictures in a carousel, its logo and
 * description, Buy Online (the embedded page) and Brochure (/pdf-viewer), then each sale: title,
 * 'From R {from}', rooms, contact persons with tel links and the Virtual Tour (a new tab).
 */
export function EstateDevelopmentScreen({ id }: { id: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const development = useDevelopment(id);
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/Developments' }));
  if (development === undefined) return <LoadingOverlay />;
  if (development === null || !development.enabled) {
    return (
      <div>
        <TopBar title={t('developments.detailTitle')} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('developments.notFound')} />
        </main>
      </div>
    );
  }
  const pictures = development.sliderImages.length > 0 ? development.sliderImages : development.coverImage ? [development.coverImage] : [];
  return (
    <div>
      <TopBar title={development.name} onBack={back} backLabel={t('app.back')} />
      <main className="page listings-page development-page">
        {pictures.length > 0 ? (
          <Carousel
            label={t('developments.images', { name: development.name })}
            className="development-carousel"
            slides={pictures.map((url, index) => ({ key: `${index}:${url}`, content: <StoredImage className="development-slide-image" url={url} alt="" /> }))}
          />
        ) : null}
        <section className="card development-intro">
          {development.logo ? (
            <StoredImage className="development-logo" url={development.logo} alt={t('developments.logo', { name: development.name })} />
          ) : null}
          <h2>{development.name}</h2>
          {development.area || development.priceRange ? (
            <p className="muted">{[development.area, development.priceRange].filter(Boolean).join(' · ')}</p>
          ) : null}
          {development.description ? <p className="development-description">{development.description}</p> : null}
          {development.buyOnlineUrl || development.brochure ? (
            <div className="development-actions">
              {development.buyOnlineUrl ? (
                <Button onClick={() => void navigate({ href: embeddedHref(development.buyOnlineUrl, development.name) })}>{t('developments.buyOnline')}</Button>
              ) : null}
              {development.brochure ? (
                <Button variant="secondary" onClick={() => void navigate({ href: brochureHref(development) })}>
                  {t('developments.brochure')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
        {development.sales.map((sale, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: synced content without ids; the list is replaced, never reordered.
          <SaleBlock key={`${index}:${sale.title}`} sale={sale} />
        ))}
      </main>
    </div>
  );
}

function SaleBlock({ sale }: { sale: Sale }) {
  return (
    <section className="card development-sale">
      {sale.images[0] ? <StoredImage className="development-sale-image" url={sale.images[0]} alt="" /> : null}
      <h3>{sale.title}</h3>
      <p className="development-sale-price">{fromPriceText(sale.from)}</p>
      {sale.rooms ? <p className="muted">{t('developments.rooms', { rooms: sale.rooms })}</p> : null}
      {sale.contacts.length > 0 ? (
        <ul className="development-contacts" aria-label={t('developments.contacts')}>
          {sale.contacts.map((contact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: synced content without ids; the list is replaced, never reordered.
            <li key={`${index}:${contact.contactNumber}`}>
              <span>{contact.contactPerson}</span>
              {contact.contactNumber ? (
                <a
                  href={`tel:${contact.contactNumber.replace(/[^0-9+]/g, '')}`}
                  aria-label={t('developments.callNumber', { name: contact.contactPerson || contact.contactNumber, number: contact.contactNumber })}
                >
                  {contact.contactNumber}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {sale.virtualTour ? (
        <a className="development-tour" href={sale.virtualTour} target="_blank" rel="noopener noreferrer">
          {t('developments.virtualTour')}
        </a>
      ) : null}
    </section>
  );
}
