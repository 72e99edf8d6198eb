import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { BookingResource, BookingService } from '../../contract/bookings';
import { openingHoursOn } from '../../domain/bookings';
import { formatCents } from '../../domain/cards';
import { StoredImage } from '../../app/StoredImage';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Toast } from '../../ui/Toast';
import { TopBar } from '../../ui/TopBar';
import { requestBooking, useResources, useService } from './bookings.api';
import { resourceParts, timesText } from './booking-words';
import { isCompleteChoice, SlotFields, useMinuteClock, type SlotChoice } from './SlotFields';
import './bookings.css';
import '../../i18n/areas/bookings';
import '../../i18n/areas/shell';

type Failure = { message: string; outboxId?: number };

/**
 * /BookingFacility (spec state: service): the facility's card, its resources with today's opening
 * hours, and the 'Schedule Booking' dialog. Book sends `bookings.request` through the outbox
 * (offline too) and, once the server answered or the request is queued, says 'Your booking has
 * been requested' and returns to /home; a refusal shows the spec's failure text with the
 * server's message.
 */
export function BookingFacilityScreen({ serviceId }: { serviceId: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const service = useService(serviceId);
  const resources = useResources(serviceId);
  const now = useMinuteClock();
  const [scheduling, setScheduling] = useState<BookingResource | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const back = () => void navigate({ to: '/MakeBooking' });

  if (service === undefined || resources === undefined || access === undefined) return <LoadingOverlay />;
  if (service === null) {
    return (
      <div>
        <TopBar title={t('bookings.makeTitle')} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('bookings.facilityMissing')} />
        </main>
      </div>
    );
  }

  const today = estateDate(now.getTime());
  return (
    <div>
      <TopBar title={service.name} onBack={back} backLabel={t('app.back')} />
      <main className="page bookings-page">
        <FacilityCard service={service} />
        {resources.length === 0 ? (
          <EmptyState message={t('bookings.noResources')} />
        ) : (
          <ul className="record-list">
            {resources.map((resource) => {
              const parts = resourceParts(resource.name);
              const hours = openingHoursOn(resource, today);
              return (
                <li key={resource.id} className="record-card booking-resource" data-testid="booking-resource">
                  <div className="booking-resource-body">
                    <span className="record-text">
                      <strong>{parts.title}</strong>
                      {parts.subtitle ? <span className="muted">{parts.subtitle}</span> : null}
                      <span>
                        {t('bookings.openingHours')}: {hours ? timesText(hours.start, hours.end) : t('bookings.closed')}
                      </span>
                    </span>
                    <Button onClick={() => setScheduling(resource)} aria-label={t('bookings.scheduleFor', { name: parts.title })}>
                      <Icon name="calendar" size={18} /> {t('bookings.schedule')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </main>
      {scheduling ? (
        <ScheduleDialog
          service={service}
          resource={scheduling}
          unitNo={access?.unitNo ?? ''}
          onCancel={() => setScheduling(null)}
          onDone={(outcome) => {
            setScheduling(null);
            if (outcome.kind === 'refused') setFailure({ message: outcome.message, outboxId: outcome.outboxId });
            else if (outcome.kind === 'invalid') setFailure({ message: outcome.message });
            else setDone(outcome.kind === 'pending' ? `${BOOKING_MESSAGES.requested}. ${t('bookings.savedOffline')}` : BOOKING_MESSAGES.requested);
          }}
        />
      ) : null}
      {failure ? (
        <Dialog
          title={t('bookings.failedTitle')}
          onClose={() => setFailure(null)}
          actions={
            <Button
              onClick={() => {
                // The resident has read the refusal here: it leaves the outbox (and /bookings) with this dialog.
                if (failure.outboxId !== undefined) void dismissRefusedWrite(failure.outboxId);
                setFailure(null);
              }}
            >
              {t('bookings.ok')}
            </Button>
          }
        >
          {failure.message ? <p data-testid="booking-failure">{failure.message}</p> : null}
          <p className="muted">{BOOKING_MESSAGES.failed}</p>
        </Dialog>
      ) : null}
      {done ? <Toast message={done} kind="success" ms={3000} onDone={() => void navigate({ to: '/home' })} /> : null}
    </div>
  );
}

function FacilityCard({ service }: { service: BookingService }) {
  const photos = service.photos ?? (service.imageUrl ? [service.imageUrl] : []);
  const price = service.priceCents ?? 0;
  return (
    <section className="card booking-facility-head" data-testid="facility-head">
      {photos.length > 0 ? (
        <div className="booking-facility-photos">
          {photos.map((url) => (
            <StoredImage key={url} url={url} alt="" className="booking-facility-banner" />
          ))}
        </div>
      ) : null}
      <h2 className="booking-facility-name">{service.name}</h2>
      {service.locationName ? <p className="muted">{service.locationName}</p> : null}
      {service.description ? <p>{service.description}</p> : null}
      <p data-testid="facility-price">
        {t('bookings.price')}: {price === 0 ? t('bookings.free') : formatCents(price)}
      </p>
      {service.rules ? (
        <div className="booking-facility-rules">
          <strong>{t('bookings.rules')}</strong>
          <p>{service.rules}</p>
        </div>
      ) : null}
    </section>
  );
}

type ScheduleOutcome = { kind: 'synced' | 'pending' } | { kind: 'refused'; message: string; outboxId: number } | { kind: 'invalid'; message: string };

/** The 'Schedule Booking' dialog: date, start, then end; Book once an end is chosen; Cancel. */
function ScheduleDialog({
  service,
  resource,
  unitNo,
  onCancel,
  onDone,
}: {
  service: BookingService;
  resource: BookingResource;
  unitNo: string;
  onCancel: () => void;
  onDone: (outcome: ScheduleOutcome) => void;
}) {
  const [choice, setChoice] = useState<SlotChoice>(() => ({ date: estateDate(), start: '', end: '' }));
  const [busy, setBusy] = useState(false);
  const parts = resourceParts(resource.name);

  const book = async () => {
    if (!isCompleteChoice(choice)) return;
    setBusy(true);
    try {
      const { outcome } = await requestBooking({ service, resource, ...choice, unitNo });
      onDone(outcome);
    } catch (error) {
      onDone({ kind: 'invalid', message: error instanceof v.ValiError ? error.message : BOOKING_MESSAGES.createFailed });
    }
  };

  return (
    <Dialog
      title={t('bookings.schedule')}
      onClose={() => (busy ? undefined : onCancel())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('bookings.cancel')}
          </Button>
          {isCompleteChoice(choice) ? (
            <Button disabled={busy} onClick={() => void book()}>
              {busy ? t('bookings.booking') : t('bookings.book')}
            </Button>
          ) : null}
        </>
      }
    >
      <p className="booking-dialog-resource">
        <strong>{parts.title}</strong>
        {parts.subtitle ? <span className="muted"> · {parts.subtitle}</span> : null}
      </p>
      <SlotFields resource={resource} value={choice} onChange={setChoice} />
    </Dialog>
  );
}
