import { useNavigate } from '@tanstack/react-router';
import { formatCents } from '../../domain/cards';
import { formatDateTimeWithOffset } from '../../domain/locale-format';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useLevyPayments } from './billing.api';
import './billing.css';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

/**
 * /PaymentHistory (spec 3, title History): the user's levy payments, newest first, each with its
 * reference, transaction status description and date (estate time with its UTC offset); from
 * Dexie, so offline too. Empty: 'No History found.'
 */
export function PaymentHistoryScreen() {
  const navigate = useNavigate();
  const payments = useLevyPayments();
  return (
    <div>
      <TopBar
        title={t('billing.historyTitle')}
        onBack={() => (window.history.length > 1 ? window.history.back() : void navigate({ href: '/accounttypes' }))}
        backLabel={t('app.back')}
      />
      <main className="page levy-page">
        {payments === undefined ? (
          <LoadingOverlay />
        ) : payments.length === 0 ? (
          <EmptyState message={t('billing.noHistory')} />
        ) : (
          <ul className="list levy-payments" data-testid="payment-history">
            {payments.map((payment) => (
              <li key={payment.id} data-state={payment.state}>
                <div className="levy-payment-head">
                  <strong>{payment.reference}</strong>
                  <span className="levy-amount">{formatCents(payment.amountCents)}</span>
                </div>
                <div className="levy-payment-head">
                  <span className={`levy-status-${payment.state}`}>
                    {payment.transactionStatusDescription}
                    {payment.state !== 'APPROVED' && payment.resultDescription && payment.resultDescription !== payment.transactionStatusDescription
                      ? ` · ${payment.resultDescription}`
                      : ''}
                  </span>
                  <span className="muted">{formatDateTimeWithOffset((payment.settledAt ?? payment.createdAt) * 1000)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
