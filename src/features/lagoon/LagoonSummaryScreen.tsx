import { formatDate } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { PaymentStartAnswer, PaymentStatusAnswer } from '../../contract/billing';
import { formatCents } from '../../domain/cards';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { PAYMENT_MESSAGES } from '../../i18n/en/billing';
import { LAGOON_MESSAGES } from '../../i18n/en/bookings';
import { clearPendingPayment, startPayment, usePendingPayment } from '../../app/payments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PaymentFrame } from '../../app/PaymentFrame';
import { PaymentResult } from '../../ui/PaymentResult';
import { PaymentResume } from '../../app/PaymentResume';
import { TopBar } from '../../ui/TopBar';
import { lagoonAccessIdOf, lagoonConfigOf, useBooking } from './lagoon.api';
import { draftFromBooking, saveLagoonDraft } from './lagoon-draft';
import { Row } from './LagoonParts';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

type Step =
  | { kind: 'summary' }
  | { kind: 'starting' }
  | { kind: 'frame'; start: PaymentStartAnswer }
  | { kind: 'paid' }
  | { kind: 'result'; payRequestId: string; answer: PaymentStatusAnswer }
  | { kind: 'refused'; message: string };

/** Where the summary's own href points (a stored attempt returns here after a reload). */
const summaryHref = (id: string) => `/LagoonBookingSummary?id=${encodeURIComponent(id)}`;

/**
 * /LagoonBookingSummary?id= (spec 3 'Lagoon booking with extra visitors'): the booking from Dexie
 * with its visitor line ('{n} x Visitor @ {price}') and total. Pay asks the server to start the
 * attempt (the server prices it from the booking, never from the screen), keeps it on the device,
 * and opens the gateway's page in the frame. Approved: the server has registered the people and
 * sent the visitor invite; the success modal shows and the payer goes to the Upcoming tab. Any
 * other end shows the 3 s unsuccessful-payment alert and the summary again: the server has then
 * cancelled the booking ('Your payment was unsuccessful...'), so the summary says so and offers
 * Book again (the form filled with this booking's choices). Pay stays for a booking still awaiting
 * its payment (a refused start). An attempt left open by a reload is resolved first. Paying needs
 * the network.
 */
export function LagoonSummaryScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const booking = useBooking(id);
  const pending = usePendingPayment();
  const [step, setStep] = useState<Step>({ kind: 'summary' });
  const [offline, setOffline] = useState(false);

  const toUpcoming = () => void navigate({ to: '/lagoon', search: { tab: 'upcoming' } });

  if (booking === undefined || pending === undefined) return <LoadingOverlay />;

  const title = t('lagoon.summaryTitle');
  const back = () => router.history.back();

  if (booking === null) {
    return (
      <div>
        <TopBar title={title} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('lagoon.bookingMissing')} />
        </main>
      </div>
    );
  }

  const finished = (payRequestId: string, answer: PaymentStatusAnswer) => {
    if (answer.state === 'APPROVED') void clearPendingPayment(payRequestId).then(() => setStep({ kind: 'paid' }));
    else setStep({ kind: 'result', payRequestId, answer });
  };

  if (step.kind === 'frame') {
    return <PaymentFrame start={step.start} onFinished={(answer) => finished(step.start.PAY_REQUEST_ID, answer)} onBack={() => setStep({ kind: 'summary' })} />;
  }

  const pay = async () => {
    setOffline(false);
    setStep({ kind: 'starting' });
    const answer = await startPayment({ purpose: 'lagoon', estateId: booking.estateId, subjectId: booking.id }, summaryHref(booking.id));
    if (answer.kind === 'ok') return setStep({ kind: 'frame', start: answer.body });
    if (answer.kind === 'offline') {
      setOffline(true);
      return setStep({ kind: 'summary' });
    }
    setStep({ kind: 'refused', message: answer.message || PAYMENT_MESSAGES.failedText });
  };

  const bookAgain = async () => {
    const accessId = await lagoonAccessIdOf(await lagoonConfigOf(booking.estateId));
    await saveLagoonDraft(draftFromBooking(booking, estateDate(), accessId));
    await navigate({ to: '/LagoonAccess/list', search: { unitNo: booking.unitNo } });
  };

  const perVisitor = booking.visitors > 0 ? Math.round(booking.amountCents / booking.visitors) : 0;
  const resuming = step.kind === 'summary' && pending !== null && pending.purpose === 'lagoon' && pending.subjectId === booking.id;
  const payable = booking.payment === 'awaiting' || booking.payment === 'failed';
  const closed = booking.status === 'CANCELED' || booking.status === 'REJECTED';

  return (
    <div>
      <TopBar title={title} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        {resuming ? <PaymentResume key={pending.payRequestId} pending={pending} onDone={() => setStep({ kind: 'summary' })} /> : null}
        <dl className="lagoon-summary" data-testid="lagoon-payment-summary">
          <Row label={t('lagoon.date')}>{formatDate(booking.date)}</Row>
          <Row label={t('lagoon.time')}>{t('lagoon.timeRange', { start: booking.start, end: booking.end })}</Row>
          <Row label={t('lagoon.unit')}>{booking.unitNo}</Row>
          <Row label={t('lagoon.visitors')}>{t('lagoon.visitorLine', { name: booking.visitorName, phone: booking.visitorPhone })}</Row>
          <Row label={t('lagoon.summaryTitle')}>{t('lagoon.summaryLine', { n: booking.visitors, price: formatCents(perVisitor) })}</Row>
          <Row label={t('lagoon.total')}>
            <strong>{formatCents(booking.amountCents)}</strong>
          </Row>
        </dl>
        {booking.payment === 'paid' ? (
          <p className="notice" role="status">
            {t('lagoon.alreadyPaid')}
          </p>
        ) : closed ? (
          <div className="notice notice-error" role="status" data-testid="lagoon-summary-closed">
            <strong>{t(`lagoon.status${booking.status}`)}</strong>
            <p>{booking.rejectionReason || (booking.payment === 'failed' ? LAGOON_MESSAGES.paymentUnsuccessful : '')}</p>
          </div>
        ) : null}
        {offline ? (
          <p className="notice notice-error" role="alert">
            {PAYMENT_MESSAGES.offline}
          </p>
        ) : null}
        {payable && !closed ? (
          <Button className="btn-block" disabled={step.kind !== 'summary' || resuming} onClick={() => void pay()}>
            {t('lagoon.pay')}
          </Button>
        ) : null}
        {closed && booking.payment !== 'paid' ? (
          <Button className="btn-block" disabled={step.kind !== 'summary'} onClick={() => void bookAgain()}>
            {t('lagoon.bookAgain')}
          </Button>
        ) : null}
      </main>
      {step.kind === 'starting' ? <LoadingOverlay /> : null}
      {step.kind === 'result' ? (
        <PaymentResult answer={step.answer} onDone={() => void clearPendingPayment(step.payRequestId).then(() => setStep({ kind: 'summary' }))} />
      ) : null}
      {step.kind === 'paid' ? (
        <Dialog title={t('lagoon.paidTitle')} onClose={toUpcoming} actions={<Button onClick={toUpcoming}>{t('lagoon.ok')}</Button>}>
          <p role="alert">{t('lagoon.paidText', { date: formatDate(booking.date) })}</p>
        </Dialog>
      ) : null}
      {step.kind === 'refused' ? (
        <Dialog
          title={PAYMENT_MESSAGES.failedTitle}
          onClose={() => setStep({ kind: 'summary' })}
          actions={<Button onClick={() => setStep({ kind: 'summary' })}>{t('app.ok')}</Button>}
        >
          <p role="alert">{step.message}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
