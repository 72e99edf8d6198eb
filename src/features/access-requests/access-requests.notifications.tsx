import { useState } from 'react';
import { useNow } from '../../ui/use-now';
import type { NotificationDetailRenderer } from '../../app/notification-details';
import { VisitorDecisionFields } from '../../app/VisitorDecision';
import type { AccessRequest, AccessRequestAnswer } from '../../contract/access-requests';
import type { Notification } from '../../contract/notifications';
import { accessRequestStatus } from '../../domain/access-requests';
import { formatDateTime } from '../../domain/locale-format';
import { gateDecision } from '../../domain/invites';
import { accessRequestIdOf, answerableRequestId } from '../../domain/push';
import { t } from '../../i18n';
import { useWriteState } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useSession } from '../../sync/session-read';
import { Button } from '../../ui/Button';
import { ANSWER_TICK_MS, answerRequest, useAccessRequest } from './access-requests.api';
import { VisitorPhoto } from './access-requests.photo';
import './access-requests.css';
import '../../i18n/areas/access-requests';
import '../../i18n/areas/notifications';

/**
 * A visitor access request on its notification's page (detail/accessAlert): the request as this
 * device holds it (the guard's photo of the visitor when one was taken, visitor, unit, the guard's
 * note, when), Approve and Deny while it waits (the
 * answer goes through the outbox: pending until it reaches the server; a refusal shows its
 * message until dismissed), then the answer as it stands.
 */
function AccessRequestAnswerPanel({ request }: { request: AccessRequest }) {
  const write = useWriteState('accessRequests', request.id);
  const userId = useSession()?.userId;
  const now = useNow(ANSWER_TICK_MS);
  const [busy, setBusy] = useState(false);
  const status = accessRequestStatus(request, now);
  const answer = async (choice: AccessRequestAnswer) => {
    if (busy) return;
    setBusy(true);
    try {
      await answerRequest(request.id, choice);
    } finally {
      setBusy(false);
    }
  };
  const rows: Array<[string, string]> = [
    [t('accessRequests.page.visitor'), request.visitorName],
    [t('accessRequests.page.unit'), request.unitNo],
    ...(request.note ? [[t('accessRequests.page.note'), request.note] as [string, string]] : []),
    [
      t('accessRequests.page.askedAt'),
      request.gateName
        ? t('accessRequests.page.askedAtGate', { time: formatDateTime(request.createdAt), gate: request.gateName })
        : formatDateTime(request.createdAt),
    ],
    ...(request.guardName ? [[t('accessRequests.page.guard'), request.guardName] as [string, string]] : []),
  ];
  const mine = request.answeredBy !== '' && request.answeredBy === userId;
  const outcome =
    status === 'approved'
      ? mine
        ? t('accessRequests.page.youApproved')
        : t('accessRequests.page.otherApproved', { name: request.answeredByName })
      : status === 'declined'
        ? mine
          ? t('accessRequests.page.youDeclined')
          : t('accessRequests.page.otherDeclined', { name: request.answeredByName })
        : status === 'expired'
          ? t('accessRequests.page.expired')
          : '';
  return (
    <div className="stack" data-testid="access-request-answer" data-status={status} data-write={write.state ?? ''}>
      <VisitorPhoto request={request} />
      <dl className="notification-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status === 'waiting' ? (
        <div className="access-request-answers">
          <Button disabled={busy} onClick={() => void answer('APPROVED')} data-testid="access-request-approve">
            {t('accessRequests.page.approve')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void answer('DECLINED')} data-testid="access-request-decline">
            {t('accessRequests.page.decline')}
          </Button>
        </div>
      ) : (
        <p className={`access-request-outcome access-request-state access-request-${status}`} role="status">
          {outcome}
        </p>
      )}
      {write.state === 'pending' ? (
        <p className="notice notice-pending" role="status">
          {t('accessRequests.page.pending')}
        </p>
      ) : null}
      {write.state === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{write.error}</p>
          {write.outboxId !== undefined ? (
            <Button variant="text" onClick={() => void dismissRefusedWrite(write.outboxId as number)}>
              {t('accessRequests.page.dismiss')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The accessAlert page's body: a request to answer when the device holds the request the
 * notification names (whatever its actionType: a spec-1 'approve' alert too), a note that it is not
 * here yet for one made to be answered, or (any other gate alert) the visitor's decision as before.
 */
function AccessAlertBody({ notification }: { notification: Notification }) {
  const answerable = answerableRequestId(notification);
  const request = useAccessRequest(answerable || accessRequestIdOf(notification));
  if (request === undefined) return null;
  if (request) return <AccessRequestAnswerPanel request={request} />;
  if (answerable) {
    return (
      <p className="muted" data-testid="access-request-answer" data-status="missing">
        {t('accessRequests.page.notOnDevice')}
      </p>
    );
  }
  return <VisitorDecisionFields notification={notification} />;
}

/** The gate's alerts (detail/accessAlert): a visitor access request to answer, or a gate decision. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [
  {
    kind: 'accessAlert',
    // A request (named by its approvalUID) shows its own rows; a gate decision shows as the visitor's decision; any other action keeps its type.
    fields: (n) => (accessRequestIdOf(n) || !n.actionType || gateDecision(n.actionType) ? [] : [[t('notifications.actionType'), n.actionType]]),
    Body: AccessAlertBody,
  },
];
