import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PaymentStartArgsSchema, type PaymentStartAnswer, type PaymentStatusAnswer } from '../../contract/billing';
import { AMOUNT_MIN, AMOUNT_STEP, formatCents, isBlockedAmountKey, randToCents } from '../../domain/cards';
import { t } from '../../i18n';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '../../i18n/en/billing';
import { clearPendingPayment, startPayment, usePendingPayment } from '../../app/payments';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PaymentFrame } from '../../app/PaymentFrame';
import { PaymentResult } from '../../ui/PaymentResult';
import { PaymentResume } from '../../app/PaymentResume';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { useLevyAccount } from './billing.api';
import { billsHref } from './billing-search';
import './billing.css';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

type Step =
  | { kind: 'form' }
  | { kind: 'starting' }
  | { kind: 'frame'; start: PaymentStartAnswer }
  | { kind: 'result'; payRequestId: string; answer: PaymentStatusAnswer };

/**
 * /Payment (spec 3 'Levy payment', 'Card payment form'): the amount for the account named in the
 * route (numeric, minimum, '-', '+', 'e', 'E' blocked). 'Make Payment' shows the loading overlay
 * while the server starts the attempt, then the gateway's page opens in the frame headed 'Payment'
 * (card details are typed there, never here); the result shows 3 s and the payer returns to
 * /bills. Paying needs the network: offline the form stays and says so. An attempt left open by a
 * reload or crash is resolved first.
 */
export function PaymentScreen({ accountNumber }: { accountNumber: string }) {
  const navigate = useNavigate();
  const estateId = useCurrentRole()?.estateId;
  const account = useLevyAccount(estateId, accountNumber);
  const pending = usePendingPayment();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [offline, setOffline] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const toBills = () => void navigate({ href: billsHref(accountNumber, account?.unitNo ?? '') });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (estateId === undefined || !account) return;
    const cents = randToCents(amount);
    const args = v.safeParse(PaymentStartArgsSchema, {
      purpose: 'levy',
      estateId,
      subjectId: account.sAccountNumber,
      amountCents: cents ?? Number.NaN,
    });
    if (!args.success) {
      setAmountError(args.issues[0]?.message ?? PAYMENT_MESSAGES.amountInvalid);
      return;
    }
    setAmountError(undefined);
    setOffline(false);
    setStep({ kind: 'starting' });
    const answer = await startPayment(args.output, billsHref(account.sAccountNumber, account.unitNo));
    if (answer.kind === 'ok') {
      setStep({ kind: 'frame', start: answer.body });
      return;
    }
    setStep({ kind: 'form' });
    if (answer.kind === 'offline') setOffline(true);
    else setRefusal(answer.message || PAYMENT_MESSAGES.failedText);
  };

  if (step.kind === 'frame') {
    return (
      <PaymentFrame
        start={step.start}
        onFinished={(answer) => setStep({ kind: 'result', payRequestId: step.start.PAY_REQUEST_ID, answer })}
        onBack={() => setStep({ kind: 'form' })}
      />
    );
  }

  const resuming = step.kind === 'form' && pending && pending.purpose === 'levy';

  return (
    <div>
      <TopBar title={t('billing.paymentHeading')} onBack={toBills} backLabel={t('app.back')} />
      <main className="page levy-page">
        {resuming ? <PaymentResume key={pending.payRequestId} pending={pending} onDone={toBills} /> : null}
        {account === undefined ? (
          <LoadingOverlay />
        ) : account === null ? (
          <EmptyState message={BILLING_MESSAGES.noAccount} />
        ) : (
          <form className="card" onSubmit={(e) => void submit(e)} noValidate>
            <p>
              <strong>{account.sAccountName}</strong>
              <br />
              <span className="muted">{t('billing.payingAccount', { number: account.sAccountNumber })}</span>
              <br />
              <span className="muted">{t('billing.balanceLine', { amount: formatCents(account.balanceCents) })}</span>
            </p>
            <TextField
              className="levy-amount-field"
              label={t('billing.amount')}
              name="amount"
              type="number"
              inputMode="decimal"
              min={AMOUNT_MIN}
              step={AMOUNT_STEP}
              placeholder={t('billing.amountPlaceholder')}
              value={amount}
              error={amountError}
              onKeyDown={(e) => {
                if (isBlockedAmountKey(e.key)) e.preventDefault();
              }}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(undefined);
              }}
            />
            <p className="muted">{t('billing.cardOnProvider')}</p>
            {offline ? (
              <p className="notice notice-error" role="alert">
                {PAYMENT_MESSAGES.offline}
              </p>
            ) : null}
            <Button type="submit" className="btn-block" disabled={step.kind !== 'form' || Boolean(resuming)}>
              {t('billing.makePayment')}
            </Button>
          </form>
        )}
      </main>
      {step.kind === 'starting' ? <LoadingOverlay /> : null}
      {step.kind === 'result' ? (
        <PaymentResult
          answer={step.answer}
          onDone={() =>
            void clearPendingPayment(step.payRequestId).then(() => {
              toBills();
            })
          }
        />
      ) : null}
      {refusal !== null ? (
        <Dialog
          title={PAYMENT_MESSAGES.failedTitle}
          onClose={() => setRefusal(null)}
          actions={
            <Button variant="primary" onClick={() => setRefusal(null)}>
              {t('app.ok')}
            </Button>
          }
        >
          <p>{refusal}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
