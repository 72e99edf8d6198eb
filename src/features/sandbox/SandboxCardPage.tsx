import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SandboxPayArgs, SandboxPayAnswer, SandboxSession } from '../../contract/billing';
import {
  cardIssuer,
  cardNumberInput,
  cvcInput,
  expiryInput,
  expiryProblem,
  formatCents,
  isCardNumberFlagged,
  isCardNumberValid,
  isCvcValid,
  CARD_NUMBER_MAX,
} from '../../domain/cards';
import { estateDate } from '../../domain/estate-time';
import { SANDBOX_CARDS } from '../../domain/sandbox-cards';
import { t } from '../../i18n';
import { SANDBOX_MESSAGES } from '../../i18n/en/billing';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { loadSandboxSession, sandboxPay } from './sandbox.api';
import './sandbox.css';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

type Card = { cardNumber: string; expiry: string; cvc: string; cardholder: string };
type Field = 'cardNumber' | 'expiry' | 'cvc';
type Return = Extract<SandboxPayAnswer, { step: 'return' }>;

type Step =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'card'; session: SandboxSession }
  | { kind: 'paying'; session: SandboxSession }
  | { kind: '3ds'; session: SandboxSession }
  | { kind: 'returning'; answer: Return };

/** The first field at fault by the card form's rules (spec 3 section 5), or null. */
function cardProblem(card: Card): Field | null {
  if (card.cardNumber.length !== CARD_NUMBER_MAX || !isCardNumberValid(card.cardNumber)) return 'cardNumber';
  if (expiryProblem(card.expiry, estateDate()) !== null) return 'expiry';
  if (!isCvcValid(card.cvc)) return 'cvc';
  return null;
}

/** PayWeb3's return: the result's fields POSTed to RETURN_URL in this same frame. */
function ReturnForm({ answer }: { answer: Return }) {
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={answer.RETURN_URL} target="_self" hidden>
      {Object.entries(answer.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/**
 * The built-in PayWeb3 sandbox's card page (/sandbox/paygate/pay?PAY_REQUEST_ID=), where
 * process.trans sends the payer's frame: clearly a sandbox, with the amount and reference, the
 * card form under the spec's rules (digits only, 16 digits, the issuer shown and a number invalid
 * for it in red, MM/YY with the slash inserted, a 3-digit CVC), the test cards, the 3-D Secure
 * step, Pay and Cancel. Its answer goes back to the shop as PayWeb3's return post.
 */
export function SandboxCardPage({ payRequestId }: { payRequestId: string }) {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [card, setCard] = useState<Card>({ cardNumber: '', expiry: '', cvc: '', cardholder: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadSandboxSession(payRequestId).then((answer) => {
      if (!live) return;
      if (answer.kind === 'failed') setStep({ kind: 'unavailable', message: answer.message });
      else if (answer.value.done) setStep({ kind: 'unavailable', message: SANDBOX_MESSAGES.done });
      else setStep({ kind: 'card', session: answer.value });
    });
    return () => {
      live = false;
    };
  }, [payRequestId]);

  const pay = async (session: SandboxSession, extra: Pick<SandboxPayArgs, 'cancel' | 'threeDS'>) => {
    setRefusal(null);
    setStep({ kind: 'paying', session });
    const answer = await sandboxPay({ PAY_REQUEST_ID: payRequestId, ...card, ...extra });
    if (answer.kind === 'failed') {
      setRefusal(answer.message);
      setStep({ kind: 'card', session });
    } else if (answer.value.step === '3ds') setStep({ kind: '3ds', session });
    else setStep({ kind: 'returning', answer: answer.value });
  };

  const submit = (e: FormEvent, session: SandboxSession) => {
    e.preventDefault();
    const problem = cardProblem(card);
    if (problem) {
      setErrors({ [problem]: SANDBOX_MESSAGES[problem] });
      return;
    }
    setErrors({});
    void pay(session, {});
  };

  const issuer = cardIssuer(card.cardNumber);
  const flagged = isCardNumberFlagged(card.cardNumber);
  const issuerText = flagged
    ? issuer
      ? t('billing.sandboxIssuerInvalid', { issuer })
      : t('billing.sandboxIssuerUnknown')
    : issuer
      ? t('billing.sandboxIssuer', { issuer })
      : '';
  const session = step.kind === 'card' || step.kind === 'paying' || step.kind === '3ds' ? step.session : null;

  return (
    <div className="sandbox-page">
      <header className="sandbox-header">
        <h1>{t('billing.sandboxTitle')}</h1>
        <span>{t('billing.sandboxNotice')}</span>
      </header>
      <main className="sandbox-main">
        {step.kind === 'loading' ? <p className="muted">{t('app.loading')}</p> : null}
        {step.kind === 'unavailable' ? (
          <p className="notice notice-error" role="alert">
            {step.message}
          </p>
        ) : null}
        {step.kind === 'returning' ? (
          <>
            <p role="status">{t('billing.sandboxReturning')}</p>
            <ReturnForm answer={step.answer} />
          </>
        ) : null}
        {session ? (
          <>
            <dl className="sandbox-summary">
              <dt>{t('billing.sandboxAmount')}</dt>
              <dd data-testid="sandbox-amount">{formatCents(session.amountCents)}</dd>
              <dt>{t('billing.sandboxReference')}</dt>
              <dd>{session.reference}</dd>
            </dl>
            {step.kind === '3ds' ? (
              <section className="card sandbox-3ds" aria-labelledby="sandbox-3ds-title">
                <h2 id="sandbox-3ds-title">{t('billing.sandbox3dsTitle')}</h2>
                <p>{t('billing.sandbox3dsText', { amount: formatCents(session.amountCents) })}</p>
                <div className="row">
                  <Button variant="primary" onClick={() => void pay(session, { threeDS: 'pass' })}>
                    {t('billing.sandbox3dsPass')}
                  </Button>
                  <Button variant="secondary" onClick={() => void pay(session, { threeDS: 'fail' })}>
                    {t('billing.sandbox3dsFail')}
                  </Button>
                </div>
              </section>
            ) : (
              <form className="card" onSubmit={(e) => submit(e, session)} noValidate>
                <TextField
                  label={t('billing.sandboxCardNumber')}
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  className={flagged ? 'sandbox-card-flagged' : undefined}
                  value={card.cardNumber}
                  error={errors.cardNumber}
                  onChange={(e) => setCard({ ...card, cardNumber: cardNumberInput(e.target.value) })}
                />
                <p className={`sandbox-issuer${flagged ? ' sandbox-issuer-invalid' : ''}`} data-testid="sandbox-issuer" aria-live="polite">
                  {issuerText}
                </p>
                <div className="sandbox-row">
                  <TextField
                    label={t('billing.sandboxExpiry')}
                    name="expiry"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder={t('billing.sandboxExpiryPlaceholder')}
                    maxLength={5}
                    value={card.expiry}
                    error={errors.expiry}
                    onChange={(e) => setCard({ ...card, expiry: expiryInput(e.target.value, card.expiry) })}
                  />
                  <TextField
                    label={t('billing.sandboxCvc')}
                    name="cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={3}
                    value={card.cvc}
                    error={errors.cvc}
                    onChange={(e) => setCard({ ...card, cvc: cvcInput(e.target.value) })}
                  />
                </div>
                <TextField
                  label={t('billing.sandboxCardholder')}
                  name="cardholder"
                  autoComplete="cc-name"
                  maxLength={100}
                  value={card.cardholder}
                  onChange={(e) => setCard({ ...card, cardholder: e.target.value })}
                />
                {refusal ? (
                  <p className="notice notice-error" role="alert">
                    {refusal}
                  </p>
                ) : null}
                <div className="row">
                  <Button type="submit" variant="primary" className="spacer" disabled={step.kind === 'paying'}>
                    {t('billing.sandboxPay')}
                  </Button>
                  <Button variant="secondary" disabled={step.kind === 'paying'} onClick={() => void pay(session, { cancel: true })}>
                    {t('billing.sandboxCancel')}
                  </Button>
                </div>
              </form>
            )}
            <section className="sandbox-cards" aria-labelledby="sandbox-cards-title">
              <h2 id="sandbox-cards-title">{t('billing.sandboxCardsTitle')}</h2>
              <p className="muted">{t('billing.sandboxCardsHint')}</p>
              <ul className="list">
                {SANDBOX_CARDS.map((test) => (
                  <li key={test.number}>
                    <button type="button" className="list-row" disabled={step.kind !== 'card'} onClick={() => setCard({ ...card, cardNumber: test.number })}>
                      <span>
                        <code>{test.number}</code>
                        <br />
                        <span className="muted">{test.brand}</span>
                      </span>
                      <span>{t(`billing.sandboxOutcome${test.outcome}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
      </main>
    </div>
  );
}
