import { useState, type FormEvent } from 'react';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { MOVE_ROLES, roleLabel, sendMove } from './member-moves';
import '../i18n/areas/moves';

/** The member a move is about: their id and name, and the unit role it starts from ('' for a move-in). */
export type MoveSubject = { userId: string; name: string; roleName: string; unitNo: string };
export type MoveKind = 'move' | 'moveOut' | 'moveIn' | 'transfer';
/** A member the ownership may go to. */
export type MoveCandidate = { userId: string; name: string };

type Props = {
  kind: MoveKind;
  estateId: number;
  subject: MoveSubject;
  online: boolean;
  /** For a transfer: the estate's other members. */
  candidates?: readonly MoveCandidate[];
  onClose: () => void;
  /** The move went through (its rows follow through sync). */
  onDone: () => void;
};

/**
 * One dialog for the four moves: change unit/role, move out (a confirmation with what ends),
 * move in, transfer ownership (to a member or an e-mail). An online call: offline, the dialog says
 * so and keeps what was typed.
 */
export function MemberMoveDialog({ kind, estateId, subject, online, candidates = [], onClose, onDone }: Props) {
  const [roleName, setRoleName] = useState(subject.roleName || MOVE_ROLES[0] || 'resident');
  const [unitNo, setUnitNo] = useState(subject.unitNo);
  const [reason, setReason] = useState('');
  const [toUserId, setToUserId] = useState(candidates[0]?.userId ?? '');
  const [toEmail, setToEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const params = { name: subject.name, role: roleLabel(subject.roleName), unitNo: subject.unitNo };

  const argsFor = () => {
    const base = { estateId, reason };
    if (kind === 'move')
      return { kind, args: { ...base, userId: subject.userId, roleName: subject.roleName, unitNo: subject.unitNo, toRoleName: roleName, toUnitNo: unitNo } };
    if (kind === 'moveOut') return { kind, args: { ...base, userId: subject.userId, roleName: subject.roleName, unitNo: subject.unitNo } };
    if (kind === 'moveIn') return { kind, args: { ...base, userId: subject.userId, roleName, unitNo } };
    return { kind, args: { ...base, unitNo: subject.unitNo, fromUserId: subject.userId, ...(toUserId ? { toUserId } : { toEmail }) } };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!online) {
      setError(t('moves.offline'));
      return;
    }
    setBusy(true);
    const refused = await sendMove(argsFor());
    setBusy(false);
    if (refused) setError(refused);
    else onDone();
  };

  const title =
    kind === 'move'
      ? t('moves.move.title', params)
      : kind === 'moveOut'
        ? t('moves.moveOut.title', params)
        : kind === 'moveIn'
          ? t('moves.moveIn.title', params)
          : t('moves.transfer.title', params);
  const intro =
    kind === 'move'
      ? t('moves.move.intro', params)
      : kind === 'moveOut'
        ? t('moves.moveOut.intro', params)
        : kind === 'moveIn'
          ? t('moves.moveIn.intro', params)
          : t('moves.transfer.intro', params);
  const formId = `member-move-${kind}`;

  return (
    <Dialog
      title={title}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('moves.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || !online}>
            {online ? t('moves.confirm') : t('moves.offline')}
          </Button>
        </>
      }
    >
      <form id={formId} className="member-move" noValidate onSubmit={(event) => void submit(event)} data-testid="member-move-form">
        <p>{intro}</p>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {kind === 'move' || kind === 'moveIn' ? (
          <>
            <SelectField label={t('moves.field.role')} name="roleName" value={roleName} onChange={(e) => setRoleName(e.target.value)}>
              {MOVE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('moves.field.unit')} name="unitNo" value={unitNo} onChange={(e) => setUnitNo(e.target.value)} />
          </>
        ) : null}
        {kind === 'transfer' ? (
          <>
            <SelectField label={t('moves.transfer.member')} name="toUserId" value={toUserId} onChange={(e) => setToUserId(e.target.value)}>
              {candidates.map((c) => (
                <option key={c.userId} value={c.userId}>
                  {c.name}
                </option>
              ))}
              <option value="">{t('moves.transfer.noMember')}</option>
            </SelectField>
            {toUserId === '' ? (
              <TextField
                label={t('moves.transfer.email')}
                type="email"
                name="toEmail"
                autoComplete="off"
                value={toEmail}
                onChange={(e) => setToEmail(e.target.value)}
              />
            ) : null}
          </>
        ) : null}
        <TextField label={t('moves.field.reason')} name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Dialog>
  );
}
