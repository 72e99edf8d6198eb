import { useEffect, useId, useRef } from 'react';
import type { PaymentStartAnswer, PaymentStatusAnswer } from '../contract/billing';
import { t } from '../i18n';
import { checkPayment } from './payments';
import { TopBar } from '../ui/TopBar';
import '../ui/payment.css';
import '../i18n/areas/billing';
import '../i18n/areas/shell';

/** How often the payment's state is asked while the payer is on the gateway's page. */
const POLL_MS = 2000;

type Props = {
  start: PaymentStartAnswer;
  /** Called once, with the server's final state (never PENDING). */
  onFinished: (answer: PaymentStatusAnswer) => void;
  /** A refusal of the status call (the payment is not found or not the payer's); without it polling goes on. */
  onError?: (message: string) => void;
  /** The page heading (spec: /DynamicIFrame with heading 'Payment'). */
  heading?: string;
  onBack?: () => void;
};

/**
 * The gateway's hosted payment page in the app (spec 3: a RedirectURL opens /DynamicIFrame with
 * heading 'Payment'). A hidden form POSTs PayWeb3's PAY_REQUEST_ID and CHECKSUM to the gateway's
 * process page inside a named frame, as PayWeb3 requires; card details are typed into the
 * gateway's page only. Meanwhile the server is asked every 2 s for the payment's state: only its
 * answer ends the frame, whatever the frame shows.
 */
export function PaymentFrame({ start, onFinished, onError, heading, onBack }: Props) {
  const frameName = `payment-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    formRef.current?.submit();
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      const answer = await checkPayment(start.PAY_REQUEST_ID);
      if (stopped) return;
      if (answer.kind === 'ok' && answer.body.state !== 'PENDING') {
        onFinishedRef.current(answer.body);
        return;
      }
      if (answer.kind === 'failed' && answer.status >= 400 && answer.status < 500 && onErrorRef.current) {
        onErrorRef.current(answer.message);
        return;
      }
      timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [start.PAY_REQUEST_ID]);

  return (
    <div className="iframe-page payment-frame">
      <TopBar title={heading ?? t('billing.paymentHeading')} onBack={onBack} backLabel={t('app.back')} />
      <iframe name={frameName} title={t('billing.paymentFrameTitle')} />
      <p className="payment-frame-status" role="status">
        {t('billing.paymentWaiting')}
      </p>
      <form ref={formRef} method="post" action={start.RedirectURL} target={frameName} hidden>
        <input type="hidden" name="PAY_REQUEST_ID" value={start.fields.PAY_REQUEST_ID} />
        <input type="hidden" name="CHECKSUM" value={start.fields.CHECKSUM} />
      </form>
    </div>
  );
}
