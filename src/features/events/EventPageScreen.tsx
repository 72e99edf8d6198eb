import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EstateEvent } from '../../contract/content';
import type { Notification } from '../../contract/notifications';
import { eventCostText, eventPosition, eventWhen, mapsSearchUrl } from '../../domain/content';
import { t } from '../../i18n';
import { CONTENT_MESSAGES } from '../../i18n/en/content';
import { EmptyState } from '../../ui/EmptyState';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { RouteSketch } from '../../ui/RouteSketch';
import { useDeviceLocation } from '../../ui/use-device-location';
import { SafeHtml } from '../../app/SafeHtml';
import { StoredImage } from '../../app/StoredImage';
import { TopBar } from '../../ui/TopBar';
import { useNotificationPage } from './events.api';
import './events.css';
import '../../i18n/areas/events';
import '../../i18n/areas/geo';
import '../../i18n/areas/shell';

/**
 * /notification?id=: an event's id shows the event template; a notification about
 * an event (its url `/notification?id=<eventID>`) shows that event and is handed to
 * `onNotificationOpened` (the route marks it read); any other notification shows `fallback`
 * (the Messages page of the notifications feature, which features may not import); an id found
 * nowhere says 'Sorry this notification cannot be found, please contact support for assistance.'.
 * Loading while the device is read; the page follows sync, so an event that arrives later shows.
 */
export function EventNotificationScreen({
  id,
  fallback,
  onNotificationOpened,
}: {
  id: string;
  fallback: ReactNode;
  onNotificationOpened: (notification: Notification) => void;
}) {
  const page = useNotificationPage(id);
  const opened = page?.kind === 'event' ? page.notification : null;
  // Once per notification shown (a refused read puts the row back; that must not ask again).
  const handed = useRef('');
  useEffect(() => {
    if (!opened || handed.current === opened.notificationId) return;
    handed.current = opened.notificationId;
    onNotificationOpened(opened);
  }, [opened, onNotificationOpened]);
  if (!id || page?.kind === 'message') return <>{fallback}</>;
  if (page === undefined) return <LoadingOverlay />;
  return page.kind === 'event' ? <EventPage event={page.event} /> : <NotFound />;
}

function useBack(): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  return () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/events' }));
}

function NotFound() {
  const back = useBack();
  return (
    <div>
      <TopBar title={t('events.pageTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        <EmptyState message={CONTENT_MESSAGES.notFound} />
      </main>
    </div>
  );
}

/** The event template: header image, title, date and time, the body (sanitised again here), the location block ('Event' only) and the cost bar. */
export function EventPage({ event }: { event: EstateEvent }) {
  const back = useBack();
  return (
    <div>
      <TopBar title={t('events.pageTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page event-page">
        <article className="event-article">
          {event.headerImage || event.cardImage ? <StoredImage className="event-header-image" url={event.headerImage || event.cardImage} alt="" /> : null}
          <div className="event-content">
            <h2 className="event-title">{event.title}</h2>
            <p className="event-when">
              <span className="visually-hidden">{t('events.when')}: </span>
              {eventWhen(event)}
            </p>
            <SafeHtml className="event-body" html={event.body} />
            {event.externalLink1 ? (
              <p>
                <a href={event.externalLink1} target="_blank" rel="noopener noreferrer">
                  {t('events.moreInfo')}
                </a>
              </p>
            ) : null}
            {event.eventType.trim().toLowerCase() === 'event' ? <EventLocation event={event} /> : null}
          </div>
          <p className={`event-cost${event.cost > 0 ? '' : ' event-cost-free'}`}>{eventCostText(event.cost)}</p>
        </article>
      </main>
    </div>
  );
}

/**
 * The location block: the place, the offline route sketch (no network tiles: it shows at the gate
 * too) with Directions in the device's maps app, and 'Open in Maps'. The device's location is asked
 * for only when the person taps 'Show the way from here' (or already allowed it), not on opening.
 */
function EventLocation({ event }: { event: EstateEvent }) {
  const position = eventPosition(event);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => live && status.state === 'granted' && setWanted(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const { location } = useDeviceLocation(wanted);
  const place = event.location || t('events.coordinates', { lat: position.latitude.toFixed(5), lon: position.longitude.toFixed(5) });
  return (
    <section className="event-location" aria-labelledby={`event-location-${event.eventID}`}>
      <h3 id={`event-location-${event.eventID}`}>{t('events.location')}</h3>
      {event.location ? <p className="event-location-text">{event.location}</p> : null}
      <RouteSketch
        places={[{ id: event.eventID, label: place, ...position }]}
        origin={wanted && location.status === 'located' ? location.position : null}
        testId="event-sketch"
      />
      {!wanted ? (
        <Button variant="secondary" onClick={() => setWanted(true)}>
          {t('events.showWay')}
        </Button>
      ) : location.status === 'unsupported' ? (
        <p role="alert">{t('geo.unsupported')}</p>
      ) : location.status === 'located' || location.status === 'locating' ? null : (
        <p role="alert">{t('geo.unavailable')}</p>
      )}
      <p className="event-map-links">
        <a href={mapsSearchUrl(position)} target="_blank" rel="noopener noreferrer">
          {t('events.openInMaps')}
        </a>
        {event.locationLink ? (
          <a href={event.locationLink} target="_blank" rel="noopener noreferrer">
            {t('events.locationLink')}
          </a>
        ) : null}
      </p>
    </section>
  );
}
