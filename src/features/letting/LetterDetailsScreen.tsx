import type { QueuedResult } from '../../app/queued-write';
import { useWriteState } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { formatWallClock } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { inviteDateTime } from '../../domain/invites';
import { lettingWindowProblem, type LettingWindow } from '../../domain/letting';
import { t } from '../../i18n';
import { INVITE_MESSAGES, LETTING_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { removeLetter, updateLetterDates, useLetter, usePeopleConfig } from './letting.api';
import { Field, PersonPhoto, ProblemDialog, RemoveDialog } from '../../app/PeopleParts';
import { WindowFields, windowOf } from './WindowFields';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/** A refused write's message (the server's, else the spec's fallback), the refusal dismissed once shown. */
function refusalOf(result: Extract<QueuedResult, { kind: 'refused' }>, fallback: string): string {
  void dismissRefusedWrite(result.outboxId);
  return result.message || fallback;
}

/**
 * /pendingLetterDetails and /verifiedLetterDetails: a letter read-only from Dexie (name, phone,
 * e-mail, the three subtext lines, face); Remove asks first (Cancel / Continue), removes through
 * the outbox and goes back one screen; Change Dates (Start Date, End Date, Time Start, End Time,
 * Confirm / Cancel) updates the window through the outbox, says 'Your visitor has been successfully
 * updated!' (or that it waits for a signal) and goes to /visitorOnboard. A refusal shows the
 * server's message and the letter as the server has it.
 */
export function LetterDetailsScreen({ id, verified }: { id: string; verified: boolean }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const letter = useLetter(id);
  const config = usePeopleConfig(access?.estateId);
  const [removing, setRemoving] = useState(false);
  const [dates, setDates] = useState<LettingWindow | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [updated, setUpdated] = useState<'landed' | 'queued' | null>(null);
  const write = useWriteState('letters', id);
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  const title = t(verified ? 'letting.verifiedTitle' : 'letting.pendingTitle');
  const top = <TopBar title={title} onBack={back} backLabel={t('app.back')} />;

  if (letter === undefined || config === undefined) return <LoadingOverlay />;
  if (letter === null) {
    return (
      <div>
        {top}
        <main className="page">
          <EmptyState message={t('letting.letterMissing')} />
        </main>
      </div>
    );
  }
  const lettingCustomDayMax = config?.visitorSettings.lettingCustomDayMax;

  const remove = async () => {
    setBusy(true);
    const result = await removeLetter(letter.inviteId);
    setBusy(false);
    setRemoving(false);
    if (result.kind === 'refused') setProblem(refusalOf(result, INVITE_MESSAGES.removeFailed));
    else back();
  };

  const confirmDates = async () => {
    if (!dates) return;
    // A letting under way keeps its start (the pickers only offer dates from today).
    const found = lettingWindowProblem(dates, {
      lettingCustomDayMax,
      keptStart: letter.invitedDateStart,
      multiDay: config?.visitorSettings.shortTermLettingMultiDayAccess ?? true,
    });
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    const result = await updateLetterDates({
      inviteId: letter.inviteId,
      invitedDateStart: inviteDateTime(dates.startDate, dates.startTime),
      invitedDateEnd: inviteDateTime(dates.endDate, dates.endTime),
    });
    setBusy(false);
    if (result.kind === 'refused') setProblem(refusalOf(result, LETTING_MESSAGES.support));
    else {
      setDates(null);
      setUpdated(result.kind);
    }
  };

  const subtexts = [letter.subtextMessage1, letter.subtextMessage2, letter.subtextMessage3].filter((line) => line.trim() !== '');
  return (
    <div>
      {top}
      <main className="page associate-details">
        <div className="associate-head">
          <PersonPhoto url={letter.photoURL} name={letter.displayName} large />
          <div>
            <h2 className="associate-name">{letter.displayName}</h2>
            {write.state === 'pending' ? <span className="record-badge">{t('letting.waiting')}</span> : null}
            {subtexts.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of text that never reorder; lines may repeat.
              <p key={i} className="muted">
                {line}
              </p>
            ))}
          </div>
        </div>
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{letter.displayName}</Field>
          <Field label={t('letting.phone')}>{letter.phoneNumber || t('letting.notSpecified')}</Field>
          <Field label={t('letting.email')}>{letter.email || t('letting.notSpecified')}</Field>
          <Field label={t('letting.stay')}>
            {t('letting.window', { from: formatWallClock(letter.invitedDateStart), to: formatWallClock(letter.invitedDateEnd) })}
          </Field>
        </dl>
        <Button className="btn-block" onClick={() => setDates(windowOf(letter.invitedDateStart, letter.invitedDateEnd))}>
          {t('letting.changeDates')}
        </Button>
        <Button variant="danger" className="btn-block" onClick={() => setRemoving(true)}>
          {t('letting.remove')}
        </Button>
      </main>
      {removing ? <RemoveDialog name={letter.displayName} busy={busy} onCancel={() => setRemoving(false)} onContinue={() => void remove()} /> : null}
      {dates ? (
        <Dialog
          title={t('letting.changeDates')}
          onClose={() => setDates(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDates(null)}>
                {t('letting.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => void confirmDates()}>
                {t('letting.confirm')}
              </Button>
            </>
          }
        >
          <WindowFields window={dates} onChange={setDates} lettingCustomDayMax={lettingCustomDayMax} />
        </Dialog>
      ) : null}
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: problem }} onClose={() => setProblem(null)} /> : null}
      {updated ? (
        <Popup
          title={t(updated === 'landed' ? 'letting.successTitle' : 'letting.queuedTitle')}
          message={updated === 'landed' ? INVITE_MESSAGES.updated : t('letting.queued')}
          ms={5000}
          onClose={() => void navigate({ href: `/visitorOnboard?${new URLSearchParams({ unitNo: letter.unitNo }).toString()}` })}
        />
      ) : null}
    </div>
  );
}
