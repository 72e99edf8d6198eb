import { formatDate } from '../../domain/locale-format';
import { useRouter } from '@tanstack/react-router';
import { formatCents } from '../../domain/cards';
import { formatDateTimeWithOffset } from '../../domain/locale-format';
import { windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useBooking, useBookingInvite, usePayment } from './lagoon.api';
import { paymentStatusText, Row } from './LagoonParts';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

/**
 * /PaymentsDetailScreen?id= (spec 3 'Payment record (lagoon)'): status description, date, amount,
 * reference, payment method and unit from the payment; the additional visitors and associates,
 * the invited name, the invite's window and PIN from the booking it paid and the invite that
 * booking sent (when they are on this device). From Dexie, offline too.
 */
export function PaymentDetailScreen({ id }: { id: string }) {
  const router = useRouter();
  const payment = usePayment(id);
  const booking = useBooking(payment?.subjectId ?? '');
  const sent = useBookingInvite(booking?.inviteId ?? '');
  const back = () => router.history.back();
  if (payment === undefined || (payment && (booking === undefined || sent === undefined))) return <LoadingOverlay />;
  const associates = booking ? booking.people.filter((p) => !p.isPrimary).length : 0;
  return (
    <div>
      <TopBar title={t('lagoon.paymentTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        {payment === null ? (
          <EmptyState message={t('lagoon.paymentMissing')} />
        ) : (
          <dl className="lagoon-summary" data-testid="lagoon-payment-detail">
            <Row label={t('lagoon.paymentStatus')}>{paymentStatusText(payment)}</Row>
            <Row label={t('lagoon.paymentDate')}>{formatDateTimeWithOffset((payment.settledAt ?? payment.createdAt) * 1000)}</Row>
            <Row label={t('lagoon.paymentAmount')}>{formatCents(payment.amountCents)}</Row>
            <Row label={t('lagoon.paymentReference')}>{payment.reference}</Row>
            {payment.pay_method_detail ? <Row label={t('lagoon.paymentMethod')}>{payment.pay_method_detail}</Row> : null}
            <Row label={t('lagoon.unit')}>{payment.unitNo}</Row>
            {booking ? (
              <>
                <Row label={t('lagoon.bookingDate')}>{`${formatDate(booking.date)} ${t('lagoon.timeRange', { start: booking.start, end: booking.end })}`}</Row>
                <Row label={t('lagoon.paymentVisitors')}>{String(booking.visitors)}</Row>
                <Row label={t('lagoon.paymentAssociates')}>{String(associates)}</Row>
                {booking.visitorName ? <Row label={t('lagoon.invitedName')}>{booking.visitorName}</Row> : null}
              </>
            ) : null}
            {sent?.invite ? <Row label={t('lagoon.inviteWindow')}>{windowText(sent.invite.invitedDateStart, sent.invite.invitedDateEnd)}</Row> : null}
            {sent?.pass?.pin ? <Row label={t('lagoon.pin')}>{sent.pass.pin}</Row> : null}
          </dl>
        )}
      </main>
    </div>
  );
}
