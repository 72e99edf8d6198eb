import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Booking, LagoonConfig } from '../../contract/bookings';
import { estateNow, lagoonEndTimes, lagoonStartTimes } from '../../domain/bookings';
import { addDays, estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import type { WriteOutcome } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { cancelLagoonBooking, rescheduleLagoonBooking } from './lagoon-changes.api';
import '../../i18n/areas/lagoon';

/** What the screen shows after a change: the spec's success (then /home) or its failure with the server's message. */
type Answer = { ok: true; title: string; text: string } | { ok: false; text: string; server: string; outboxId?: number };
type Times = { date: string; start: string; end: string };

/**
 * Cancel and Reschedule of an upcoming lagoon booking (spec 3 sections 2, 4 and 8): cancel after a
 * confirmation ('Cancellation Successful' / 'Booking has been cancelled', or 'Cancellation Failed'
 * with the server's reason); reschedule with the date and the lagoon's hourly times, by the same
 * rules as booking ('Booking date and time has been updated.' or 'Unable to reschedule your
 * booking at this time. Please try again later.' with the server's reason, such as the lagoon
 * being full that day). Both go through the outbox: offline they say so and the booking shows
 * the change waiting. The buttons show for an upcoming REQUESTED or BOOKED booking.
 */
export function LagoonChanges({ booking, config }: { booking: Booking; config: LagoonConfig | null }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Mounted for every upcoming booking, so the answer to a cancel stays on screen once the row reads CANCELED.
  const changeable = booking.status === 'REQUESTED' || booking.status === 'BOOKED';

  const run = async (write: () => Promise<WriteOutcome>, success: { title: string; text: string }, failure: string) => {
    setBusy(true);
    try {
      const outcome = await write();
      if (outcome.kind === 'refused') setAnswer({ ok: false, text: failure, server: outcome.message, outboxId: outcome.outboxId });
      else setAnswer({ ok: true, title: success.title, text: outcome.kind === 'pending' ? `${success.text} ${t('lagoon.savedOffline')}` : success.text });
    } catch (error) {
      setAnswer({ ok: false, text: failure, server: error instanceof Error ? error.message : '' });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setConfirming(false);
    void run(() => cancelLagoonBooking(booking), { title: BOOKING_MESSAGES.cancelledTitle, text: BOOKING_MESSAGES.cancelled }, BOOKING_MESSAGES.cancelFailed);
  };
  const reschedule = (times: Times) => {
    setRescheduling(false);
    void run(
      () => rescheduleLagoonBooking(booking, times.date, times.start, times.end),
      { title: t('lagoon.detailsTitle'), text: BOOKING_MESSAGES.rescheduled },
      BOOKING_MESSAGES.rescheduleFailed,
    );
  };

  return (
    <>
      {changeable ? (
        <div className="row lagoon-changes">
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {t('lagoon.cancelBooking')}
          </Button>
          <Button disabled={busy} onClick={() => setRescheduling(true)}>
            {t('lagoon.reschedule')}
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <Dialog
          title={t('lagoon.cancelConfirmTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('lagoon.no')}
              </Button>
              <Button onClick={cancel}>{t('lagoon.yes')}</Button>
            </>
          }
        >
          <p>{t('lagoon.cancelConfirm')}</p>
          {booking.payment === 'paid' ? <p>{t('lagoon.cancelPaidNote')}</p> : null}
        </Dialog>
      ) : null}
      {rescheduling ? <RescheduleDialog booking={booking} config={config} onCancel={() => setRescheduling(false)} onSave={reschedule} /> : null}
      {busy ? <LoadingOverlay /> : null}
      {answer?.ok ? <Popup title={answer.title} message={answer.text} ms={3000} onClose={() => void navigate({ to: '/home' })} /> : null}
      {answer && !answer.ok ? (
        <Dialog
          title={t('lagoon.detailsTitle')}
          onClose={() => setAnswer(null)}
          actions={
            <Button
              onClick={() => {
                if (answer.outboxId !== undefined) void dismissRefusedWrite(answer.outboxId);
                setAnswer(null);
              }}
            >
              {t('lagoon.ok')}
            </Button>
          }
        >
          <p>{answer.text}</p>
          {answer.server ? (
            <p className="lagoon-refusal" data-testid="lagoon-refusal">
              {answer.server}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

/** The new date (today, or up to a year on when future bookings are enabled) and the lagoon's hourly start and end. */
function RescheduleDialog({
  booking,
  config,
  onCancel,
  onSave,
}: {
  booking: Booking;
  config: LagoonConfig | null;
  onCancel: () => void;
  onSave: (times: Times) => void;
}) {
  const today = estateDate();
  const lastDate = config?.futureBookingsEnabled ? addDays(today, 365) : today;
  const [times, setTimes] = useState<Times>(() => ({ date: booking.date < today ? today : booking.date, start: '', end: '' }));
  const complete = times.date !== '' && times.start !== '' && lagoonEndTimes(times.start).includes(times.end);
  // Today, only the starts still to come.
  const starts = times.date === today ? lagoonStartTimes().filter((time) => time > estateNow().time) : lagoonStartTimes();
  return (
    <Dialog
      title={t('lagoon.rescheduleTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('lagoon.cancel')}
          </Button>
          {complete ? <Button onClick={() => onSave(times)}>{t('lagoon.update')}</Button> : null}
        </>
      }
    >
      <p>{`${booking.date} · ${t('lagoon.timeRange', { start: booking.start, end: booking.end })}`}</p>
      <TextField
        label={t('lagoon.date')}
        type="date"
        name="date"
        value={times.date}
        min={today}
        max={lastDate}
        onChange={(e) => e.target.value >= today && e.target.value <= lastDate && setTimes({ date: e.target.value, start: '', end: '' })}
      />
      <SelectField label={t('lagoon.start')} name="start" value={times.start} onChange={(e) => setTimes({ ...times, start: e.target.value, end: '' })}>
        <option value="">{t('lagoon.chooseTime')}</option>
        {starts.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </SelectField>
      {times.start ? (
        <SelectField label={t('lagoon.end')} name="end" value={times.end} onChange={(e) => setTimes({ ...times, end: e.target.value })}>
          <option value="">{t('lagoon.chooseTime')}</option>
          {lagoonEndTimes(times.start).map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      ) : null}
    </Dialog>
  );
}
