import { formatDate } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lagoonTab } from '../../domain/bookings';
import { windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useWriteState } from '../../sync/hooks';
import { useBooking, useBookingInvite, useLagoonAccessId, useLagoonConfig } from './lagoon.api';
import type { ReactNode } from 'react';
import type { Booking, LagoonConfig } from '../../contract/bookings';
import { amenityLines, bookingKindLabel, Row, StatusBadge } from './LagoonParts';
import { ConciergeActedBy } from '../../app/ConciergePicker';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

/**
 * /RequestedLagoonDetails?id=: one lagoon booking from Dexie (offline too): status badge, date
 * and times, the services and their quantities, the people brought, the visitors, the unit, the
 * payment state and a rejection reason when there is one. An upcoming booking still waiting for
 * its payment offers Pay now (the summary); a paid one links to its visitor invite. An upcoming
 * REQUESTED or BOOKED booking offers Cancel and Reschedule (spec: rescheduling enabled); a change
 * not yet sent shows as waiting.
 */
export function LagoonDetailsScreen({ id, changes }: { id: string; changes?: (booking: Booking, config: LagoonConfig | null) => ReactNode }) {
  const navigate = useNavigate();
  const router = useRouter();
  const booking = useBooking(id);
  const sent = useBookingInvite(booking?.inviteId ?? '');
  const write = useWriteState('bookings', id || undefined);
  const config = useLagoonConfig(booking?.estateId);
  const accessId = useLagoonAccessId(config);
  if (booking === undefined || sent === undefined) return <LoadingOverlay />;
  const back = () => router.history.back();
  if (booking === null) {
    return (
      <div>
        <TopBar title={t('lagoon.detailsTitle')} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('lagoon.bookingNotFound')} />
        </main>
      </div>
    );
  }
  if (accessId === undefined) return <LoadingOverlay />;
  const lines = amenityLines(booking, accessId);
  const canPay = booking.payment === 'awaiting' || booking.payment === 'failed';
  const upcoming = lagoonTab(booking, new Date()) === 'upcoming';
  return (
    <div>
      <TopBar title={t('lagoon.detailsTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        <StatusBadge status={booking.status} />
        {write.state === 'pending' ? (
          <span className="record-badge" data-testid="lagoon-waiting">
            {t('lagoon.changeWaiting')}
          </span>
        ) : null}
        <ConciergeActedBy kind="lagoon" subjectId={booking.id} />
        <dl className="lagoon-summary" data-testid="lagoon-details">
          <Row label={t('lagoon.location')}>{booking.locationName || t('lagoon.facilityName')}</Row>
          <Row label={t('lagoon.facility')}>{`${booking.serviceName || t('lagoon.facilityName')} · ${bookingKindLabel(booking, accessId)}`}</Row>
          <Row label={t('lagoon.date')}>{formatDate(booking.date)}</Row>
          <Row label={t('lagoon.time')}>{t('lagoon.timeRange', { start: booking.start, end: booking.end })}</Row>
          <Row label={t('lagoon.amenities')}>
            {lines.length > 0 ? lines.map((line) => t('lagoon.quantity', { name: line.name, n: line.quantity })).join(', ') : t('lagoon.none')}
          </Row>
          <Row label={t('lagoon.people')}>{booking.people.length > 0 ? booking.people.map((p) => p.displayName).join(', ') : t('lagoon.none')}</Row>
          <Row label={t('lagoon.visitors')}>
            {booking.visitors > 0
              ? `${booking.visitors} · ${t('lagoon.visitorLine', { name: booking.visitorName, phone: booking.visitorPhone })}`
              : t('lagoon.none')}
          </Row>
          <Row label={t('lagoon.unit')}>{booking.unitNo}</Row>
          <Row label={t('lagoon.payment')}>{t(`lagoon.payment${booking.payment}`)}</Row>
          {booking.rejectionReason ? <Row label={t('lagoon.rejectionReason')}>{booking.rejectionReason}</Row> : null}
          {sent.invite ? (
            <Row label={t('lagoon.viewInvite')}>{`${sent.invite.visitorName} · ${windowText(sent.invite.invitedDateStart, sent.invite.invitedDateEnd)}`}</Row>
          ) : null}
          {sent.pass?.pin ? <Row label={t('lagoon.pin')}>{sent.pass.pin}</Row> : null}
        </dl>
        {canPay && upcoming && booking.status !== 'CANCELED' && booking.status !== 'REJECTED' ? (
          <Button className="btn-block" onClick={() => void navigate({ to: '/LagoonBookingSummary', search: { id: booking.id } })}>
            {t('lagoon.payNow')}
          </Button>
        ) : null}
        {upcoming ? changes?.(booking, config ?? null) : null}
        {sent.invite ? (
          <Button
            variant="secondary"
            className="btn-block"
            onClick={() => void navigate({ to: '/visitor', search: { unitNo: booking.unitNo, tab: 'upcoming' } })}
          >
            {t('lagoon.viewInvite')}
          </Button>
        ) : null}
      </main>
    </div>
  );
}
