import type { PaymentStatusAnswer } from '../contract/billing';
import { PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '../i18n/en/billing';
import { useEffect, useRef } from 'react';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import './payment.css';

/** Payment alerts and the return to the paying screen take 3 s (spec 3 section 9). */
export const PAYMENT_RESULT_MS = 3000;

export type PaymentAlert = { tone: 'success' | 'warning'; title: string; text: string };

/**
 * The spec's result alert for a settled payment (spec 3 section 8): success titled with the status
 * description ('Approved') and 'Payment successful'; declined 'Payment Declined' with the result
 * description; anything else that did not pay (not done, cancelled) 'Payment Not Done'.
 */
export function paymentAlert(answer: PaymentStatusAnswer): PaymentAlert {
  switch (answer.state) {
    case 'APPROVED':
      return { tone: 'success', title: answer.transactionStatusDescription || PAYMENT_STATUS_LABELS.approved, text: PAYMENT_MESSAGES.successText };
    case 'DECLINED':
      return { tone: 'warning', title: PAYMENT_MESSAGES.declinedTitle, text: answer.resultDescription || answer.transactionStatusDescription };
    case 'PENDING':
      return { tone: 'warning', title: PAYMENT_STATUS_LABELS.pending, text: '' };
    default:
      return { tone: 'warning', title: PAYMENT_MESSAGES.notDoneTitle, text: answer.resultDescription || answer.transactionStatusDescription };
  }
}

/** The 3 s alert for a settled payment; `onDone` runs when it closes (after 3 s, or dismissed). */
export function PaymentResult({ answer, onDone }: { answer: PaymentStatusAnswer; onDone: () => void }) {
  const alert = paymentAlert(answer);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), PAYMENT_RESULT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Dialog title={alert.title} onClose={onDone}>
      <p className={`payment-result payment-result-${alert.tone}`} role="alert">
        <Icon name={alert.tone === 'success' ? 'payments' : 'alert'} />
        <span>{alert.text}</span>
      </p>
    </Dialog>
  );
}
