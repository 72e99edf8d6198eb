import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { capitaliseName, cleanPhone, phoneProblem } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { ZoneTiles } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { ProblemDialog } from '../../app/PeopleParts';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { regularVisitorZones, useOwnPhones, usePeopleConfig, useUnit } from './regular-visitors.api';
import { addVisitorDraft, type AddVisitorDraft } from './visitor-drafts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /addRegularVisitor: the resident names a regular visitor for a unit (name, number, e-mail for
 * the join link, and the zones they may use); Confirm Details keeps the form and opens the
 * confirm screen (/regularVisitorConfirm).
 */
export function AddRegularVisitorScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unit = useUnit(estateId, unitNo);
  const config = usePeopleConfig(estateId);
  const ownPhones = useOwnPhones();
  const [draft, setDraft] = useState<AddVisitorDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Without a unit, the regular visitors home picks one first.
  useEffect(() => {
    if (!unitNo) void navigate({ href: '/visitorOnboard', replace: true });
  }, [unitNo, navigate]);

  // The stored form for this unit (back from the confirm screen), else a new one.
  useEffect(() => {
    if (estateId === undefined || unit === undefined || draft) return;
    void addVisitorDraft
      .read()
      .then((stored) =>
        setDraft(
          stored && stored.estateId === estateId && stored.unitNo === unitNo
            ? stored
            : { estateId, unitNo, standNo: unit?.standNo || unitNo, name: '', phone: '', email: '', zoneIds: [] },
        ),
      );
  }, [estateId, unit, unitNo, draft]);

  if (access === undefined || config === undefined || !draft) return <LoadingOverlay />;
  const zones = regularVisitorZones(config);
  const set = (part: Partial<AddVisitorDraft>) => setDraft((d) => (d ? { ...d, ...part } : d));

  const confirm = async () => {
    const found =
      draft.name.trim() === '' || draft.phone.trim() === '' || !EMAIL.test(draft.email.trim())
        ? INVITE_MESSAGES.requiredFields
        : (phoneProblem(draft.phone, ownPhones) ?? (zones.length > 0 && draft.zoneIds.length === 0 ? INVITE_MESSAGES.zoneRequired : null));
    if (found) {
      setProblem(found);
      return;
    }
    await addVisitorDraft.save({ ...draft, phone: cleanPhone(draft.phone) });
    void navigate({ to: '/regularVisitorConfirm' });
  };

  return (
    <div>
      <TopBar
        title={t('regularVisitors.addTitle')}
        onBack={() => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }))}
        backLabel={t('app.back')}
      />
      <main className="page associate-form">
        <p className="muted">{t('letting.unitHeading', { unitNo })}</p>
        <TextField
          label={t('letting.name')}
          name="name"
          autoComplete="off"
          value={draft.name}
          onChange={(e) => set({ name: capitaliseName(e.target.value) })}
        />
        <TextField
          label={t('letting.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0821234567"
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
        <TextField
          label={t('letting.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <ZoneTiles
          heading={t('letting.zonesHeading')}
          zones={zones}
          selected={draft.zoneIds}
          onToggle={(id) => set({ zoneIds: draft.zoneIds.includes(id) ? draft.zoneIds.filter((z) => z !== id) : [...draft.zoneIds, id] })}
        />
        <Button className="btn-block associate-submit" onClick={() => void confirm()}>
          {t('letting.confirmDetails')}
        </Button>
      </main>
      {problem ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: problem }} onClose={() => setProblem(null)} /> : null}
    </div>
  );
}
