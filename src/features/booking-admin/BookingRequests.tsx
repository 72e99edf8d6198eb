import { formatDate } from '../../domain/locale-format';
import { useId, useState } from 'react';
import type { Booking } from '../../contract/bookings';
import { resourceTitle } from '../../domain/bookings';
import { t } from '../../i18n';
import { TextAreaField } from '../../ui/SettingsFields';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { bookingDecisionArgs, decideBooking, useBookingRequests } from './manager-bookings.api';
import '../../i18n/areas/auth';
import '../../i18n/areas/bookings';
import '../../i18n/areas/manager';

type Props = { estateId: number; online: boolean };
type Deciding = { booking: Booking; decision: 'approve' | 'reject' };

const facilityOf = (booking: Booking) => booking.serviceName || resourceTitle(booking.resources[0]?.name ?? '');
const timesOf = (booking: Booking) => t('bookings.hoursRange', { start: booking.start, end: booking.end });

/**
 * The estate's booking requests (REQUESTED, soonest first) with the customer, unit, facility, date
 * and times; Approve, or Decline with a reason. A decision is an immediate server call; the
 * booking's new status comes back through sync (it then leaves this list) and the resident is
 * notified.
 */
export function BookingRequests({ estateId, online }: Props) {
  const requests = useBookingRequests(estateId);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  /** Decided here, until sync brings the booking's new status (no second decision meanwhile). */
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();
  if (requests === undefined) return null;

  return (
    <section className="manager-requests" aria-labelledby={headingId} data-testid="manager-booking-requests">
      <h2 id={headingId} className="section-title">
        {t('bookings.manager.heading')}{' '}
        {requests.length > 0 ? <span className="muted">{t('bookings.manager.pendingCount', { n: requests.length })}</span> : null}
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="muted">{t('bookings.manager.none')}</p>
      ) : (
        <ul className="list">
          {requests.map((booking) => {
            const facility = facilityOf(booking);
            const busy = deciding !== null || sent.has(booking.id);
            return (
              <li key={booking.id} className="manager-member" data-testid="manager-booking" data-booking-id={booking.id}>
                <p className="manager-member-name">{facility}</p>
                <p>
                  {formatDate(booking.date)} · {timesOf(booking)}
                </p>
                <p className="muted">
                  {t('bookings.manager.customer')}: {booking.customer_name || booking.customer_email}
                  {booking.unitNo ? ` · ${t('manager.requests.unit', { unitNo: booking.unitNo })}` : ''}
                </p>
                {booking.customer_name && booking.customer_email ? <p className="muted manager-member-email">{booking.customer_email}</p> : null}
                <div className="manager-member-actions">
                  <Button
                    disabled={!online || busy}
                    onClick={() => (setResult(null), setDeciding({ booking, decision: 'approve' }))}
                    aria-label={`${t('bookings.manager.approve')}: ${facility} ${booking.date} ${booking.start}`}
                  >
                    {t('bookings.manager.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={!online || busy}
                    onClick={() => (setResult(null), setDeciding({ booking, decision: 'reject' }))}
                    aria-label={`${t('bookings.manager.decline')}: ${facility} ${booking.date} ${booking.start}`}
                  >
                    {t('bookings.manager.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deciding ? (
        <DecisionDialog
          deciding={deciding}
          online={online}
          onClose={() => setDeciding(null)}
          onDone={(text) => {
            setSent((ids) => new Set([...ids, deciding.booking.id]));
            setResult({ ok: true, text });
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}

function DecisionDialog({ deciding, online, onClose, onDone }: { deciding: Deciding; online: boolean; onClose: () => void; onDone: (text: string) => void }) {
  const { booking, decision } = deciding;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = decision === 'approve';

  const submit = async () => {
    setError(null);
    const checked = bookingDecisionArgs(decision, reason);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const answer = await decideBooking(booking.id, checked.args);
    if (answer.kind === 'ok') {
      onDone(t(approve ? 'bookings.manager.approved' : 'bookings.manager.declined'));
      return;
    }
    setBusy(false);
    setError(answer.kind === 'offline' ? t('signup.offline') : answer.message || t('bookings.manager.failure'));
  };

  return (
    <Dialog
      title={t(approve ? 'bookings.manager.approveTitle' : 'bookings.manager.declineTitle')}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('manager.confirm.cancel')}
          </Button>
          <Button disabled={busy || !online} onClick={() => void submit()}>
            {!online ? t('signup.offline') : t(approve ? 'bookings.manager.approve' : 'bookings.manager.decline')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{facilityOf(booking)}</strong> · {formatDate(booking.date)} · {timesOf(booking)}
      </p>
      <p className="muted">
        {t('bookings.manager.customer')}: {booking.customer_name || booking.customer_email}
        {booking.unitNo ? ` · ${t('manager.requests.unit', { unitNo: booking.unitNo })}` : ''}
      </p>
      <p className="muted">{t('bookings.manager.notify')}</p>
      {approve ? null : (
        <TextAreaField
          label={t('bookings.manager.reasonLabel')}
          maxLength={300}
          value={reason}
          invalid={Boolean(error)}
          onChange={(text) => {
            setError(null);
            setReason(text);
          }}
        />
      )}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
