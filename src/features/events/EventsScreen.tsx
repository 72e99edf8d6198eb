import { Link, useNavigate } from '@tanstack/react-router';
import type { EstateEvent } from '../../contract/content';
import { ALL_CATEGORIES, carouselEvents, eventCategories, eventsInCategory, formatEventDate } from '../../domain/content';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Carousel } from '../../ui/Carousel';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { StoredImage } from '../../app/StoredImage';
import { TopBar } from '../../ui/TopBar';
import { useEstateEvents } from './events.api';
import './events.css';
import '../../i18n/areas/events';
import '../../i18n/areas/shell';

/**
 * /events (title Events, spec 3): the current estate's events from Dexie (offline too): a
 * carousel (featured first, else the soonest), the category row (All, then by name) and the
 * cards (title, DD MMM YYYY, card image) by start date. A card opens /notification?id={eventID}.
 */
export function EventsScreen({ category }: { category: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const events = useEstateEvents(access === undefined ? undefined : (access?.estateId ?? -1));
  const back = () => void navigate({ to: '/home' });
  if (access === undefined || events === undefined) return <LoadingOverlay />;

  const categories = eventCategories(events);
  const chosen = categories.find((c) => c.toLowerCase() === category.toLowerCase()) ?? ALL_CATEGORIES;
  const shown = eventsInCategory(events, chosen);
  const featured = carouselEvents(events, estateDate());
  return (
    <div>
      <TopBar title={t('events.title')} onBack={back} backLabel={t('app.back')} />
      <main className="page events-page">
        {events.length === 0 ? (
          <EmptyState message={t('events.empty')} />
        ) : (
          <>
            <Carousel
              label={t('events.featured')}
              className="events-carousel"
              slides={featured.map((event) => ({ key: event.eventID, content: <EventSlide event={event} /> }))}
            />
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout. */}
            <div className="events-categories" role="group" aria-label={t('events.categories')}>
              {categories.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`events-chip${name === chosen ? ' events-chip-on' : ''}`}
                  aria-pressed={name === chosen}
                  onClick={() => void navigate({ to: '/events', search: name === ALL_CATEGORIES ? {} : { category: name }, replace: true })}
                >
                  {name}
                </button>
              ))}
            </div>
            {shown.length === 0 ? (
              <EmptyState message={t('events.empty')} />
            ) : (
              <ul className="events-cards">
                {shown.map((event) => (
                  <li key={event.eventID}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </div>
  );
}

function EventCard({ event }: { event: EstateEvent }) {
  return (
    <Link className="events-card" to="/notification" search={{ id: event.eventID }}>
      <StoredImage className="events-card-image" url={event.cardImage || event.headerImage} alt="" fallback={event.eventCategory} />
      <span className="events-card-body">
        <span className="events-card-title">{event.title}</span>
        <time className="events-card-date" dateTime={event.startDate}>
          {formatEventDate(event.startDate)}
        </time>
      </span>
    </Link>
  );
}

function EventSlide({ event }: { event: EstateEvent }) {
  return (
    <Link className="events-slide" to="/notification" search={{ id: event.eventID }}>
      <StoredImage className="events-slide-image" url={event.headerImage || event.cardImage} alt="" />
      <span className="events-slide-caption">
        <span className="events-slide-title">{event.title}</span>
        <time dateTime={event.startDate}>{formatEventDate(event.startDate)}</time>
      </span>
    </Link>
  );
}
