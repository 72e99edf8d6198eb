import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { capitaliseName, cleanPhone, inviteFieldProblems } from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { useInviteDraft } from '../../app/invite-draft';
import { useOwnPhones } from '../../app/visitors.api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

/**
 * /visitorCapturePreview (spec 2: 'name and phone entry (the e-mail is carried along)'): the
 * visitor's name and phone checked before the invite's when and zones. It edits the invite being
 * made (db.drafts, kept across a reload); an e-mail given in the search (a link from the new-visitor
 * form or a contact) or already in the draft is carried along, shown but not asked. Next checks the
 * name and the phone with the invite's own rules and goes on to /VisitorInformationScreen.
 */
export function VisitorCapturePreviewScreen({ unitNo, email }: { unitNo: string; email: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const ownPhones = useOwnPhones();
  const { draft, change } = useInviteDraft(access?.estateId, unitNo);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [draft, navigate]);
  useEffect(() => {
    if (email && draft && draft.visitorEmail !== email) change((d) => ({ ...d, visitorEmail: email }));
  }, [email, draft, change]);
  if (!draft) return <LoadingOverlay />;

  const all = inviteFieldProblems(draft, ownPhones);
  const problems = checked ? { name: all.name, phone: all.phone } : {};
  const next = () => {
    setChecked(true);
    if (all.name || all.phone) return;
    void navigate({ to: '/VisitorInformationScreen', search: { unitNo: draft.unitNo } });
  };
  return (
    <div>
      <TopBar
        title={t('visitors.title')}
        onBack={() => void navigate({ to: '/visitorAccessLagoon/list', search: { unitNo: draft.unitNo } })}
        backLabel={t('app.back')}
      />
      <main className="page">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <TextField
            label={t('visitors.name')}
            value={draft.visitorName}
            autoComplete="off"
            error={problems.name}
            onChange={(e) => change((d) => ({ ...d, visitorName: capitaliseName(e.target.value) }))}
          />
          <TextField
            label={t('visitors.phone')}
            value={draft.visitorPhoneNumber}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t('visitors.phonePlaceholder')}
            error={problems.phone}
            onChange={(e) => change((d) => ({ ...d, visitorPhoneNumber: cleanPhone(e.target.value) }))}
          />
          {draft.visitorEmail ? (
            <p className="muted" data-testid="capture-email">
              {t('visitors.captureEmail', { email: draft.visitorEmail })}
            </p>
          ) : null}
          <Button type="submit">{t('visitors.confirm')}</Button>
        </form>
      </main>
    </div>
  );
}
