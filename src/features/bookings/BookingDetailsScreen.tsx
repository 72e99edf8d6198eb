import { formatDate } from '../../domain/locale-format';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { Booking } from '../../contract/bookings';
import { bookingTab } from '../../domain/bookings';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { useWriteState, type WriteOutcome } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { cancelBooking, rescheduleBooking, useBooking, useResource } from './bookings.api';
import { facilityText, resourcesText, timesText } from './booking-words';
import { isCompleteChoice, SlotFields, useMinuteClock, type SlotChoice } from './SlotFields';
import { StatusBadge } from './StatusBadge';
import './bookings.css';
import '../../i18n/areas/bookings';
import '../../i18n/areas/shell';

/** What the screen shows after a cancel or reschedule: the spec's success (then /home) or failure with the server's message. */
type Answer = { ok: true; title: string; text: string } | { ok: false; title: string; text: string; server: string; outboxId?: number };

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * /RequestedBookingDetails (title Bookings), both variants: status, location, facility, date,
 * times, resources and the rejection reason; a booking with visitors or a unit (the second
 * variant) also shows them. Cancel and Reschedule are offered when rescheduling is enabled: a
 * booking on the Requested tab (spec 3 section 4). Both go through the outbox (offline too).
 */
export function BookingDetailsScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const booking = useBooking(id);
  const write = useWriteState('bookings', id || undefined);
  const now = useMinuteClock();
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const back = () => void navigate({ to: '/bookings', search: { tab: 'requested' } });
  const home = () => void navigate({ to: '/home' });

  if (booking === undefined) return <LoadingOverlay />;
  if (booking === null && answer === null) {
    return (
      <div>
        <TopBar title={t('bookings.detailTitle')} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('bookings.notFound')} />
        </main>
      </div>
    );
  }

  const enableRescheduling = booking !== null && booking.status === 'REQUESTED' && bookingTab(booking, now) === 'requested';
  // Visitors are the lagoon's only (spec 3 'Booking': access visitors, lagoon only): a facility booking shows the first variant, not 'Visitors 0'.
  const secondVariant = booking !== null && (booking.kind === 'lagoon' || booking.visitors > 0);
  const waiting = write.state === 'pending';

  const settle = (outcome: WriteOutcome, success: { title: string; text: string }, failure: string) => {
    if (outcome.kind === 'refused')
      setAnswer({ ok: false, title: t('bookings.detailTitle'), text: failure, server: outcome.message, outboxId: outcome.outboxId });
    else setAnswer({ ok: true, title: success.title, text: outcome.kind === 'pending' ? `${success.text} ${t('bookings.savedOffline')}` : success.text });
  };

  const cancel = async (target: Booking) => {
    setConfirming(false);
    setBusy(true);
    try {
      settle(await cancelBooking(target), { title: BOOKING_MESSAGES.cancelledTitle, text: BOOKING_MESSAGES.cancelled }, BOOKING_MESSAGES.cancelFailed);
    } catch (error) {
      setAnswer({
        ok: false,
        title: t('bookings.detailTitle'),
        text: BOOKING_MESSAGES.cancelFailed,
        server: error instanceof v.ValiError ? error.message : '',
      });
    } finally {
      setBusy(false);
    }
  };

  const reschedule = async (target: Booking, choice: SlotChoice) => {
    setRescheduling(false);
    setBusy(true);
    try {
      settle(
        await rescheduleBooking(target, choice.date, choice.start, choice.end),
        { title: t('bookings.detailTitle'), text: BOOKING_MESSAGES.rescheduled },
        BOOKING_MESSAGES.rescheduleFailed,
      );
    } catch (error) {
      setAnswer({
        ok: false,
        title: t('bookings.detailTitle'),
        text: BOOKING_MESSAGES.rescheduleFailed,
        server: error instanceof v.ValiError ? error.message : '',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar title={t('bookings.detailTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page bookings-page">
        {booking ? (
          <article className="card booking-detail" data-testid="booking-detail" data-variant={secondVariant ? '2' : '1'}>
            <div className="booking-card-badges">
              {waiting && booking.status === 'REQUESTED' ? (
                <span className="record-badge">{t('bookings.waiting')}</span>
              ) : (
                <StatusBadge status={booking.status} />
              )}
              {waiting && booking.status !== 'REQUESTED' ? <span className="record-badge">{t('bookings.changeWaiting')}</span> : null}
            </div>
            <dl className="booking-fields">
              <Row label={t('bookings.location')} value={booking.locationName} />
              <Row label={t('bookings.facility')} value={facilityText(booking)} />
              <Row label={t('bookings.date')} value={booking.date} />
              <Row label={t('bookings.time')} value={timesText(booking.start, booking.end)} />
              <Row label={t('bookings.resources')} value={resourcesText(booking.resources)} />
              {secondVariant ? <Row label={t('bookings.visitors')} value={String(booking.visitors)} /> : null}
              {secondVariant ? <Row label={t('bookings.unit')} value={booking.unitNo} /> : null}
              {booking.rejectionReason ? <Row label={t('bookings.reason')} value={booking.rejectionReason} testId="booking-reason" /> : null}
            </dl>
            {enableRescheduling ? (
              <div className="booking-actions">
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                  {t('bookings.cancelBooking')}
                </Button>
                <Button disabled={busy} onClick={() => setRescheduling(true)}>
                  {t('bookings.reschedule')}
                </Button>
              </div>
            ) : null}
          </article>
        ) : null}
      </main>
      {confirming && booking ? (
        <Dialog
          title={t('bookings.cancelConfirmTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('bookings.no')}
              </Button>
              <Button onClick={() => void cancel(booking)}>{t('bookings.yes')}</Button>
            </>
          }
        >
          <p>{t('bookings.cancelConfirm')}</p>
        </Dialog>
      ) : null}
      {rescheduling && booking ? (
        <RescheduleDialog booking={booking} onCancel={() => setRescheduling(false)} onSave={(choice) => void reschedule(booking, choice)} />
      ) : null}
      {busy ? <LoadingOverlay /> : null}
      {answer?.ok ? <Popup title={answer.title} message={answer.text} ms={3000} onClose={home} /> : null}
      {answer && !answer.ok ? (
        <Dialog
          title={answer.title}
          onClose={() => setAnswer(null)}
          actions={
            <Button
              onClick={() => {
                if (answer.outboxId !== undefined) void dismissRefusedWrite(answer.outboxId);
                setAnswer(null);
              }}
            >
              {t('bookings.ok')}
            </Button>
          }
        >
          <p>{answer.text}</p>
          {answer.server ? <p data-testid="booking-failure">{answer.server}</p> : null}
        </Dialog>
      ) : null}
    </div>
  );
}

/** Reschedule: date, start and end pickers with the schedule dialog's rules, the booking's own slot left out of what is taken. */
function RescheduleDialog({ booking, onCancel, onSave }: { booking: Booking; onCancel: () => void; onSave: (choice: SlotChoice) => void }) {
  const resource = useResource(booking.resources[0]?.id);
  const [choice, setChoice] = useState<SlotChoice>(() => ({ date: booking.date < estateDate() ? estateDate() : booking.date, start: '', end: '' }));
  return (
    <Dialog
      title={t('bookings.rescheduleTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('bookings.cancel')}
          </Button>
          {isCompleteChoice(choice) ? <Button onClick={() => onSave(choice)}>{t('bookings.update')}</Button> : null}
        </>
      }
    >
      <p className="booking-dialog-resource">
        <strong>{facilityText(booking)}</strong> · {formatDate(booking.date)} · {timesText(booking.start, booking.end)}
      </p>
      {resource === undefined ? null : resource === null ? (
        <p className="notice notice-error">{t('bookings.facilityMissing')}</p>
      ) : (
        <SlotFields resource={resource} value={choice} onChange={setChoice} exceptId={booking.id} />
      )}
    </Dialog>
  );
}
