import { formatDateTime } from '../../domain/locale-format';
import { TextAreaField } from '../../ui/SettingsFields';
import { useId, useState } from 'react';
import { MEMBERSHIP_ROLES, isMembershipUnitRole, type MembershipRequest, type MembershipRole } from '../../contract/membership';
import { useEstateUnits } from '../../app/people.api';
import { t, type MessageKey } from '../../i18n';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useRefusedWrites, useWriteStates, type WriteOutcome } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { approveRequest, checkApproval, checkDecline, declineRequest, usePendingRequests } from './membership.api';
import './membership.css';
import '../../i18n/areas/membership';

type Deciding = { request: MembershipRequest; decision: 'approve' | 'decline' };

const TYPE_KEYS: Record<string, MessageKey> = {
  owner: 'membership.type.owner',
  resident: 'membership.type.resident',
  visitor: 'membership.type.visitor',
  tenant: 'membership.type.tenant',
};
const typeText = (userType: string) => {
  const key = TYPE_KEYS[userType];
  return key ? t(key) : userType;
};

/**
 * The estate's requests to join (Requests group): each pending one with the person's name, e-mail,
 * the unit they named, the type they chose and when; Approve (unit and role) or Decline (a
 * reason). Read from the synced manager scope; a decision goes through the outbox, so it works
 * offline and is sent once the device is online. A refusal shows until dismissed.
 */
export function MembershipConsole({ estateId, online }: ConsoleSectionProps) {
  const requests = usePendingRequests(estateId);
  const refused = useRefusedWrites('membershipRequests');
  const states = useWriteStates('membershipRequests');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const headingId = useId();
  if (requests === undefined) return null;

  return (
    <section className="manager-requests" aria-labelledby={headingId} data-testid="membership-requests">
      <h2 id={headingId} className="section-title">
        {t('membership.console.heading')}{' '}
        {requests.length > 0 ? <span className="muted">{t('membership.console.pendingCount', { n: requests.length })}</span> : null}
      </h2>
      {result ? (
        <p className="notice notice-success" role="status">
          {result}
        </p>
      ) : null}
      {refused.map((entry) => (
        <div key={entry.id} className="notice notice-error" role="alert">
          <p>{t('membership.console.refused', { message: entry.error ?? '' })}</p>
          <Button variant="secondary" onClick={() => void dismissRefusedWrite(entry.id)}>
            {t('membership.console.dismiss')}
          </Button>
        </div>
      ))}
      {requests.length === 0 ? (
        <p className="muted">{t('membership.console.none')}</p>
      ) : (
        <ul className="list">
          {requests.map((request) => (
            <li key={request.id} className="manager-member" data-testid="membership-request" data-request-id={request.id}>
              <p className="manager-member-name">{request.name}</p>
              <dl className="membership-facts">
                <dt>{t('membership.console.email')}</dt>
                <dd>{request.email}</dd>
                <dt>{t('membership.console.unitClaimed')}</dt>
                <dd>{request.unitClaimed || t('membership.console.noUnit')}</dd>
                <dt>{t('membership.console.type')}</dt>
                <dd>{typeText(request.userType)}</dd>
                <dt>{t('membership.console.when')}</dt>
                <dd>{formatDateTime(request.createdAt)}</dd>
              </dl>
              {states.get(request.id)?.state === 'pending' ? <p className="muted">{t('membership.console.waiting')}</p> : null}
              <div className="manager-member-actions">
                <Button
                  onClick={() => {
                    setResult(null);
                    setDeciding({ request, decision: 'approve' });
                  }}
                  aria-label={`${t('membership.console.approve')}: ${request.name}`}
                >
                  {t('membership.console.approve')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setResult(null);
                    setDeciding({ request, decision: 'decline' });
                  }}
                  aria-label={`${t('membership.console.decline')}: ${request.name}`}
                >
                  {t('membership.console.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deciding ? (
        <DecisionDialog
          estateId={estateId}
          deciding={deciding}
          onClose={() => setDeciding(null)}
          onDone={(text) => {
            setDeciding(null);
            setResult(online ? text : `${text} ${t('membership.console.queued')}`);
          }}
        />
      ) : null}
    </section>
  );
}

/** The approval's unit and role, or the decline's reason; checked by the contract's schema before it is queued. */
function DecisionDialog({
  estateId,
  deciding,
  onClose,
  onDone,
}: {
  estateId: number;
  deciding: Deciding;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { request, decision } = deciding;
  const units = (useEstateUnits(estateId) ?? []).filter((u) => !u.archived);
  const claimed = units.some((u) => u.unitNo === request.unitClaimed) ? request.unitClaimed : '';
  const initialRole: MembershipRole = request.userType === 'visitor' ? 'visitor' : request.userType === 'owner' ? 'owner' : 'resident';
  const [role, setRole] = useState<MembershipRole>(initialRole);
  const [unitNo, setUnitNo] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unit = isMembershipUnitRole(role) ? (unitNo ?? claimed) : '';

  /** The decision checked by the contract's schema, ready to queue; its message when it is not valid. */
  const prepare = (): { send: () => Promise<WriteOutcome> } | { message: string } => {
    if (decision === 'approve') {
      const checked = checkApproval(request.id, role, unit);
      return checked.ok ? { send: () => approveRequest(checked.args) } : { message: checked.message };
    }
    const checked = checkDecline(request.id, reason);
    return checked.ok ? { send: () => declineRequest(checked.args) } : { message: checked.message };
  };

  const submit = async () => {
    setError(null);
    const prepared = prepare();
    if ('message' in prepared) {
      setError(prepared.message);
      return;
    }
    setBusy(true);
    const outcome = await prepared.send();
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      setBusy(false);
      return;
    }
    onDone(t(decision === 'approve' ? 'membership.console.approved' : 'membership.console.declined', { name: request.name }));
  };

  return (
    <Dialog
      title={t(decision === 'approve' ? 'membership.console.approveTitle' : 'membership.console.declineTitle', { name: request.name })}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('membership.console.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void submit()}>
            {t(decision === 'approve' ? 'membership.console.confirmApprove' : 'membership.console.confirmDecline')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{request.name}</strong> · {request.email}
      </p>
      {decision === 'approve' ? (
        <>
          <SelectField label={t('membership.console.roleLabel')} value={role} onChange={(e) => setRole(e.target.value as MembershipRole)}>
            {MEMBERSHIP_ROLES.map((name) => (
              <option key={name} value={name}>
                {t(`membership.role.${name}`)}
              </option>
            ))}
          </SelectField>
          {isMembershipUnitRole(role) ? (
            units.length === 0 ? (
              <p className="muted">{t('membership.console.noUnits')}</p>
            ) : (
              <SelectField label={t('membership.console.unitLabel')} value={unit} onChange={(e) => setUnitNo(e.target.value)}>
                <option value="">{t('membership.console.unitPlaceholder')}</option>
                {units.map((u) => (
                  <option key={u.unitNo} value={u.unitNo}>
                    {u.unitNo}
                  </option>
                ))}
              </SelectField>
            )
          ) : null}
        </>
      ) : (
        <TextAreaField
          label={t('membership.console.reasonLabel')}
          maxLength={500}
          value={reason}
          invalid={Boolean(error)}
          onChange={(text) => {
            setError(null);
            setReason(text);
          }}
        />
      )}
      <p className="muted">{t('membership.console.told')}</p>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
