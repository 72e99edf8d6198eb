import { formatDateTime } from '../../domain/locale-format';
import { useId, useState } from 'react';
import type { Unit, UnitRequest } from '../../contract/people';
import { t } from '../../i18n';
import { TextAreaField } from '../../ui/SettingsFields';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { callMessage } from '../../sync/online-call';
import { REQUEST_STATUS_KEYS, decideRequest, decisionArgs, requestKindText, useEstateRequests, useEstateUnits } from '../../app/people.api';
import '../../i18n/areas/auth';
import '../../i18n/areas/manager';

type Deciding = { request: UnitRequest; decision: 'approve' | 'decline' };

/**
 * The estate's requests to the estate manager (removal, more associates, delegate change, more guests):
 * pending ones first with Approve and Decline (a reason), decided ones with their status and
 * reason. Read from the synced `manager:` scope; a decision is an immediate server call, and the
 * request's new status comes back through sync.
 */
export function PeopleRequests({ estateId, online }: { estateId: number; online: boolean }) {
  const requests = useEstateRequests(estateId);
  const units = useEstateUnits(estateId);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  /** Decided here, until sync brings the request's new status (no second decision meanwhile). */
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();

  if (requests === undefined) return null;
  const pending = requests.filter((r) => r.status === 'PENDING').length;
  const unitsById = new Map((units ?? []).map((u) => [u.unitNo, u]));

  return (
    <section className="manager-requests" aria-labelledby={headingId} data-testid="manager-requests">
      <h2 id={headingId} className="section-title">
        {t('manager.requests.heading')} {pending > 0 ? <span className="muted">{t('manager.requests.pendingCount', { n: pending })}</span> : null}
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="muted">{t('manager.requests.none')}</p>
      ) : (
        <ul className="list">
          {requests.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              online={online}
              busy={deciding !== null || sent.has(request.id)}
              onDecide={(decision) => {
                setResult(null);
                setDeciding({ request, decision });
              }}
            />
          ))}
        </ul>
      )}
      {deciding ? (
        <DecisionDialog
          deciding={deciding}
          unit={unitsById.get(deciding.request.unitNo)}
          online={online}
          onClose={() => setDeciding(null)}
          onDone={(outcome) => {
            setSent((ids) => new Set([...ids, deciding.request.id]));
            setResult(outcome);
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}

function RequestRow({
  request,
  online,
  busy,
  onDecide,
}: {
  request: UnitRequest;
  online: boolean;
  busy: boolean;
  onDecide: (decision: 'approve' | 'decline') => void;
}) {
  const kind = requestKindText(request);
  const isPending = request.status === 'PENDING';
  return (
    <li className="manager-member" data-testid="manager-request" data-request-id={request.id} data-kind={request.kind} data-status={request.status}>
      <p className="manager-member-name">{kind}</p>
      <p className="muted">{t('manager.requests.unit', { unitNo: request.unitNo })}</p>
      <p className="muted">{t('manager.requests.by', { name: request.requestedByName || request.requestedBy, date: formatDateTime(request.createdAt) })}</p>
      <p className="manager-chips">
        <span
          className={`manager-chip ${request.status === 'APPROVED' ? 'manager-chip-on' : request.status === 'DECLINED' ? 'manager-chip-banned' : 'manager-chip-off'}`}
        >
          {t(REQUEST_STATUS_KEYS[request.status])}
        </span>
      </p>
      {isPending ? null : (
        <>
          {request.decidedAt > 0 ? <p className="muted">{t('manager.requests.decidedOn', { date: formatDateTime(request.decidedAt) })}</p> : null}
          {request.reason ? <p>{t('manager.requests.reason', { reason: request.reason })}</p> : null}
        </>
      )}
      {isPending ? (
        <div className="manager-member-actions">
          <Button disabled={!online || busy} onClick={() => onDecide('approve')} aria-label={`${t('manager.requests.approve')}: ${kind}`}>
            {t('manager.requests.approve')}
          </Button>
          <Button variant="secondary" disabled={!online || busy} onClick={() => onDecide('decline')} aria-label={`${t('manager.requests.decline')}: ${kind}`}>
            {t('manager.requests.decline')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function effectText(request: UnitRequest, unit: Unit | undefined): string {
  const params = { name: request.associateName || t('manager.requests.unknownAssociate'), unitNo: request.unitNo, max: unit?.noOfAssociatesPerUnit ?? '?' };
  if (request.kind === 'removal') return t('manager.requests.effect.removal', params);
  if (request.kind === 'moreAssociates') return t('manager.requests.effect.moreAssociates', params);
  if (request.kind === 'moreGuests') return t('manager.requests.effect.moreGuests', { ...params, max: unit?.maxGuests ?? '?' });
  return t('manager.requests.effect.delegateChange', params);
}

function DecisionDialog({
  deciding,
  unit,
  online,
  onClose,
  onDone,
}: {
  deciding: Deciding;
  unit: Unit | undefined;
  online: boolean;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; text: string }) => void;
}) {
  const { request, decision } = deciding;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    const checked = decisionArgs(decision, decision === 'decline' ? reason : '');
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (!online) {
      setError(t('signup.offline'));
      return;
    }
    setBusy(true);
    try {
      await decideRequest(request.id, checked.args);
      onDone({ ok: true, text: t(decision === 'approve' ? 'manager.requests.approved' : 'manager.requests.declined') });
    } catch (err) {
      setError(callMessage(err, 'manager.requests.failure'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t(decision === 'approve' ? 'manager.requests.approveTitle' : 'manager.requests.declineTitle')}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('manager.confirm.cancel')}
          </Button>
          <Button disabled={busy || !online} onClick={() => void submit()}>
            {!online ? t('signup.offline') : t(decision === 'approve' ? 'manager.requests.approve' : 'manager.requests.decline')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{requestKindText(request)}</strong> · {t('manager.requests.unit', { unitNo: request.unitNo })}
      </p>
      {decision === 'approve' ? <p>{effectText(request, unit)}</p> : null}
      <p className="muted">{t('manager.requests.notify', { requester: request.requestedByName || request.requestedBy })}</p>
      {decision === 'decline' ? (
        <TextAreaField
          label={t('manager.requests.reasonLabel')}
          maxLength={500}
          value={reason}
          invalid={Boolean(error)}
          onChange={(text) => {
            setError(null);
            setReason(text);
          }}
        />
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
