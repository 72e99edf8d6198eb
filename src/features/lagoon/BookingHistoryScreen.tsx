import { useNavigate } from '@tanstack/react-router';
import { formatCents } from '../../domain/cards';
import { formatDateTimeWithOffset } from '../../domain/locale-format';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useLagoonPayments } from './lagoon.api';
import { paymentStatusText } from './LagoonParts';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

/**
 * /BookingHistory (title BookingHistory): the user's lagoon payments from Dexie, newest first,
 * each with its reference, status, date and amount; one opens /PaymentsDetailScreen. Offline too.
 */
export function BookingHistoryScreen() {
  const navigate = useNavigate();
  const payments = useLagoonPayments();
  if (payments === undefined) return <LoadingOverlay />;
  return (
    <div>
      <TopBar title={t('lagoon.historyTitle')} onBack={() => void navigate({ to: '/lagoon', search: { tab: 'book' } })} backLabel={t('app.back')} />
      <main className="page">
        {payments.length === 0 ? (
          <EmptyState message={t('lagoon.noHistory')} />
        ) : (
          <ul className="list">
            {payments.map((payment) => (
              <li key={payment.id}>
                <button
                  type="button"
                  className="list-row"
                  data-testid="lagoon-payment"
                  onClick={() => void navigate({ to: '/PaymentsDetailScreen', search: { id: payment.id } })}
                >
                  <span className="record-text">
                    <strong>{payment.reference}</strong>
                    <span className="muted">{`${paymentStatusText(payment)} · ${formatDateTimeWithOffset((payment.settledAt ?? payment.createdAt) * 1000)}`}</span>
                  </span>
                  <span className="lagoon-amount">{formatCents(payment.amountCents)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
