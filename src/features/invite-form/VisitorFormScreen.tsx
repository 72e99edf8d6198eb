import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { capitaliseName, cleanPhone, latestEndDate, newVisitorProblem } from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { useInviteDraft } from '../../app/invite-draft';
import { useOwnPhones, useVisitorConfig } from '../../app/visitors.api';
import { DateField, estateToday, keepTimes, RangeField } from './WhenFields';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

/**
 * The visitor's details before the type: /VisitorInformationScreen ('simple': Visitor Name, Phone
 * Number, Date, Time; ADD VISITOR only once name and phone are typed; on to /VisitorInviteTypeScreen)
 * and /AddVisitor ('new': with an optional e-mail; 'Confirm Details' on to /visitorInviteTypes).
 * The phone rules and required fields are checked in the spec's order before leaving.
 */
export function VisitorFormScreen({ unitNo, variant }: { unitNo: string; variant: 'simple' | 'new' }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useVisitorConfig(estateId);
  const ownPhones = useOwnPhones();
  const { draft, change } = useInviteDraft(estateId, unitNo);
  const [problem, setProblem] = useState<string | null>(null);
  // No unit chosen yet: the unit picker leads here through the visitor list.
  useEffect(() => {
    if (draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [draft, navigate]);

  if (access === undefined || draft === undefined || config === undefined) return <LoadingOverlay />;
  const back = () => (draft ? void navigate({ to: '/visitorAccessLagoon/list', search: { unitNo: draft.unitNo } }) : void navigate({ to: '/visitorUnits' }));
  if (draft === null) return <LoadingOverlay />;

  const today = estateToday();
  const latest = latestEndDate(today, config?.visitorSettings.customDayMax ?? 1);
  const next = () => {
    const found = newVisitorProblem(draft, ownPhones);
    if (found) {
      setProblem(found);
      return;
    }
    void navigate({ to: variant === 'simple' ? '/VisitorInviteTypeScreen' : '/visitorInviteTypes' });
  };

  return (
    <div>
      <TopBar title={t('visitors.informationTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page visitor-form">
        <TextField
          label={t('visitors.name')}
          value={draft.visitorName}
          autoComplete="off"
          onChange={(e) => change((d) => ({ ...d, visitorName: capitaliseName(e.target.value) }))}
        />
        <TextField
          label={t('visitors.phone')}
          value={draft.visitorPhoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('visitors.phonePlaceholder')}
          onChange={(e) => change((d) => ({ ...d, visitorPhoneNumber: cleanPhone(e.target.value) }))}
        />
        {variant === 'new' ? (
          <TextField
            label={t('visitors.email')}
            value={draft.visitorEmail}
            type="email"
            autoComplete="off"
            onChange={(e) => change((d) => ({ ...d, visitorEmail: e.target.value }))}
          />
        ) : null}
        <DateField
          label="visitors.date"
          value={draft.date}
          min={today}
          max={latest}
          onChange={(date) => change((d) => ({ ...d, date, times: keepTimes(date, d.times) }))}
        />
        <RangeField date={draft.date} times={draft.times} onChange={(times) => change((d) => ({ ...d, times }))} />
        <Button
          className="btn-block visitor-submit"
          disabled={variant === 'simple' && (draft.visitorName.trim() === '' || draft.visitorPhoneNumber.trim() === '')}
          onClick={next}
        >
          {variant === 'simple' ? t('visitors.addVisitorButton') : t('visitors.confirmDetails')}
        </Button>
      </main>
      {problem ? (
        <Dialog
          title={t('visitors.informationTitle')}
          onClose={() => setProblem(null)}
          actions={<Button onClick={() => setProblem(null)}>{t('visitors.close')}</Button>}
        >
          <p>{problem}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
