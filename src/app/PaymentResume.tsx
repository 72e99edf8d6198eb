import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentStatusAnswer } from '../contract/billing';
import { t } from '../i18n';
import { PAYMENT_MESSAGES } from '../i18n/en/billing';
import { checkPayment, clearPendingPayment, type PendingPayment } from './payments';
import { Button } from '../ui/Button';
import { PaymentFrame } from './PaymentFrame';
import { PaymentResult } from '../ui/PaymentResult';
import '../i18n/areas/billing';

/** How often a stored attempt still PENDING is asked again while its notice shows. */
const RECHECK_MS = 3000;

type State =
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'frame' }
  | { kind: 'result'; answer: PaymentStatusAnswer };

/**
 * A payment attempt stored on the device that this page did not start (the app was reloaded or
 * restarted mid-payment): its true state is asked of the server (which queries the gateway), the
 * result shows as the spec's 3 s alert and the attempt is then forgotten. While the gateway still
 * holds it open the notice says so, asks again every few seconds, and offers the gateway's page
 * again ('Continue paying'). Offline it waits for the network. `onDone` runs after the alert.
 */
export function PaymentResume({ pending, onDone }: { pending: PendingPayment; onDone: () => void }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const payRequestId = pending.payRequestId;

  const check = useCallback(async () => {
    const answer = await checkPayment(payRequestId);
    if (answer.kind === 'ok') {
      setState((current) =>
        current.kind === 'frame' || current.kind === 'result'
          ? current
          : answer.body.state === 'PENDING'
            ? { kind: 'pending' }
            : { kind: 'result', answer: answer.body },
      );
    } else if (answer.kind === 'offline') {
      setState((current) => (current.kind === 'frame' ? current : { kind: 'offline' }));
    } else if (answer.status === 404 || answer.status === 403) {
      // Not this user's, or gone: nothing to show.
      await clearPendingPayment(payRequestId);
    } else {
      setState((current) => (current.kind === 'frame' ? current : { kind: 'failed' }));
    }
  }, [payRequestId]);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => {
    if (state.kind === 'pending') {
      const timer = window.setTimeout(() => void check(), RECHECK_MS);
      return () => window.clearTimeout(timer);
    }
    if (state.kind === 'offline') {
      const onOnline = () => void check();
      window.addEventListener('online', onOnline);
      return () => window.removeEventListener('online', onOnline);
    }
    return undefined;
  }, [state, check]);

  if (state.kind === 'frame') {
    return <PaymentFrame start={pending.start} onFinished={(answer) => setState({ kind: 'result', answer })} onBack={() => setState({ kind: 'pending' })} />;
  }
  if (state.kind === 'result') {
    return (
      <PaymentResult
        answer={state.answer}
        onDone={() =>
          void clearPendingPayment(payRequestId).then(() => {
            onDoneRef.current();
          })
        }
      />
    );
  }
  return (
    <div className="notice notice-pending payment-resume" role="status" data-testid="payment-resume">
      <p>
        {state.kind === 'checking'
          ? t('billing.paymentChecking')
          : state.kind === 'offline'
            ? t('billing.paymentCheckOffline')
            : state.kind === 'failed'
              ? PAYMENT_MESSAGES.statusFailed
              : t('billing.paymentStillPending')}
      </p>
      {state.kind === 'pending' || state.kind === 'failed' ? (
        <div className="row">
          {state.kind === 'pending' ? (
            <Button variant="primary" onClick={() => setState({ kind: 'frame' })}>
              {t('billing.paymentContinue')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => void check()}>
            {t('billing.paymentCheckAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
