import { formatDate } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { LagoonBookingArgsSchema } from '../../contract/bookings';
import { lagoonRemaining, shortfallText, visitorCost } from '../../domain/bookings';
import { formatCents } from '../../domain/cards';
import { t } from '../../i18n';
import { LAGOON_MESSAGES } from '../../i18n/en/bookings';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { fetchLagoonAvailability, requestLagoonBooking, useLagoonConfig } from './lagoon.api';
import { ConciergeActingFor } from '../../app/ConciergePicker';
import { clearLagoonDraft, draftToBookingArgs, useLagoonDraft, type LagoonDraft } from './lagoon-draft';
import { Row } from './LagoonParts';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

/** What Confirm showed: a message, the no-capacity modal, the failure with its lines, or the request made. */
type Outcome =
  | { kind: 'message'; title: string; message: string }
  | { kind: 'noCapacity' }
  | { kind: 'failed'; lines: string[] }
  | { kind: 'requested'; draft: LagoonDraft };

/**
 * /LagoonPreview: the booking as the form holds it. Confirm checks the day's remaining capacity
 * (the minimum across the lagoon's services: 0 shows the no-capacity modal), then POSTs the
 * booking (online). Not available: 'YOUR BOOKING HAS FAILED' with 'Only N {name} left' lines.
 * Without visitors: 'YOUR BOOKING HAS BEEN REQUESTED', then /lagoon. With visitors the booking
 * waits for payment: /LagoonBookingSummary. Offline the form is kept and the screen says so.
 */
export function LagoonPreviewScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const config = useLagoonConfig(access?.estateId);
  const draft = useLagoonDraft();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Set once the booking is made, before its draft is cleared: the draft going away then is this screen's own doing, not a reason to leave for /lagoon.
  const booked = useRef(false);

  useEffect(() => {
    if (draft === null && !booked.current && outcome?.kind !== 'requested') void navigate({ to: '/lagoon', search: { tab: 'book' }, replace: true });
  }, [draft, outcome, navigate]);

  const shown = outcome?.kind === 'requested' ? outcome.draft : draft;
  if (!shown || config === undefined) return <LoadingOverlay />;

  const availability = shown.availability;
  const people = availability?.people.filter((p) => shown.people.includes(p.id)) ?? [];
  const lines = availability?.services.filter((s) => (shown.quantities[s.id] ?? 0) > 0) ?? [];
  const price = availability?.price ?? 0;
  const title = t('lagoon.previewTitle');

  const confirm = async () => {
    const checked = v.safeParse(LagoonBookingArgsSchema, draftToBookingArgs(shown));
    if (!checked.success) return setOutcome({ kind: 'message', title, message: checked.issues[0].message });
    setBusy(true);
    try {
      const day = await fetchLagoonAvailability(shown.estateId, shown.unitNo, shown.date, shown.userID);
      if (day.kind === 'offline') return setOutcome({ kind: 'message', title, message: t('lagoon.offline') });
      if (day.kind === 'ok' && lagoonRemaining(day.value.services) === 0) return setOutcome({ kind: 'noCapacity' });
      const answer = await requestLagoonBooking(checked.output);
      if (answer.kind === 'offline') return setOutcome({ kind: 'message', title, message: t('lagoon.offline') });
      if (answer.kind === 'failed') return setOutcome({ kind: 'message', title, message: answer.message || LAGOON_MESSAGES.failedTitle });
      if (!answer.value.available || !answer.value.booking) {
        const short = answer.value.slotDetails.filter((slot) => !slot.availableForCurrentBooking);
        return setOutcome({ kind: 'failed', lines: short.map(shortfallText) });
      }
      const booking = answer.value.booking;
      booked.current = true;
      await clearLagoonDraft();
      if (booking.visitors > 0 && booking.payment === 'awaiting') void navigate({ to: '/LagoonBookingSummary', search: { id: booking.id }, replace: true });
      else setOutcome({ kind: 'requested', draft: shown });
    } finally {
      setBusy(false);
    }
  };

  const closeOutcome = () => {
    if (outcome?.kind === 'requested') void navigate({ to: '/lagoon', search: { tab: 'upcoming' } });
    setOutcome(null);
  };

  return (
    <div>
      <TopBar title={title} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page">
        {shown.userID ? <ConciergeActingFor estateId={shown.estateId} userId={shown.userID} unitNo={shown.unitNo} /> : null}
        <dl className="lagoon-summary" data-testid="lagoon-preview">
          <Row label={t('lagoon.location')}>{config?.LAGOON_LOCATION || t('lagoon.facilityName')}</Row>
          <Row label={t('lagoon.facility')}>{t('lagoon.facilityName')}</Row>
          <Row label={t('lagoon.unit')}>{shown.unitNo}</Row>
          <Row label={t('lagoon.date')}>{formatDate(shown.date)}</Row>
          <Row label={t('lagoon.time')}>{t('lagoon.timeRange', { start: shown.start, end: shown.end })}</Row>
          <Row label={t('lagoon.visitors')}>
            {shown.visitors > 0 ? (
              <>
                {String(shown.visitors)}
                <br />
                {t('lagoon.visitorLine', { name: shown.visitorName.trim(), phone: shown.visitorPhone.trim() })}
                <br />
                {t('lagoon.visitorCost', { amount: formatCents(visitorCost(price, shown.visitors)) })}
              </>
            ) : (
              t('lagoon.none')
            )}
          </Row>
          <Row label={t('lagoon.people')}>{people.length > 0 ? people.map((p) => p.displayName).join(', ') : t('lagoon.none')}</Row>
          <Row label={t('lagoon.amenities')}>
            {lines.length > 0 ? lines.map((s) => t('lagoon.quantity', { name: s.name, n: shown.quantities[s.id] ?? 0 })).join(', ') : t('lagoon.none')}
          </Row>
        </dl>
        <div className="row">
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => router.history.back()}>
            {t('lagoon.cancel')}
          </Button>
          <Button style={{ flex: 1 }} disabled={busy || outcome?.kind === 'requested'} onClick={() => void confirm()}>
            {t('lagoon.confirm')}
          </Button>
        </div>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {outcome ? (
        <OutcomeDialog outcome={outcome} noCapacityTitle={config?.noCapacityTitle} noCapacityMsg={config?.noCapacityMsg} onClose={closeOutcome} />
      ) : null}
    </div>
  );
}

function OutcomeDialog({
  outcome,
  noCapacityTitle,
  noCapacityMsg,
  onClose,
}: {
  outcome: Outcome;
  noCapacityTitle: string | undefined;
  noCapacityMsg: string | undefined;
  onClose: () => void;
}) {
  const ok = <Button onClick={onClose}>{t('lagoon.ok')}</Button>;
  switch (outcome.kind) {
    case 'message':
      return (
        <Dialog title={outcome.title} onClose={onClose} actions={ok}>
          <p role="alert">{outcome.message}</p>
        </Dialog>
      );
    case 'noCapacity':
      return (
        <Dialog title={noCapacityTitle || LAGOON_MESSAGES.noCapacityTitle} onClose={onClose} actions={ok}>
          <p>{noCapacityMsg || LAGOON_MESSAGES.noCapacity}</p>
        </Dialog>
      );
    case 'failed':
      return (
        <Dialog title={LAGOON_MESSAGES.failedTitle} onClose={onClose} actions={ok}>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Dialog>
      );
    case 'requested':
      return (
        <Dialog title={LAGOON_MESSAGES.requestedTitle} onClose={onClose} actions={ok}>
          <p>{t('lagoon.requestedText', { date: formatDate(outcome.draft.date), start: outcome.draft.start, end: outcome.draft.end })}</p>
        </Dialog>
      );
  }
}
