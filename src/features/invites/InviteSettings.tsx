import { useEffect, useId, useState } from 'react';
import type { InviteSettingsArgs, VisitorType } from '../../contract/invites';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { callMessage } from '../../sync/online-call';
import { defaultInviteSettings, parseInviteSettings, saveInviteSettings, settingsArgs, useInviteSettings } from './invites.api';
import { CheckField, Collapsible, NumberField, SaveBar, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/auth';
import '../../i18n/areas/invites';
import '../../i18n/areas/manager';

type Props = { estateId: number; online: boolean };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The estate's invite settings (synced per estate, rendered offline): the visitor types residents
 * choose from (delivery types get a PIN-only code, service providers only contractor zones), the
 * directions on the visitor's pass page and how long visitors' details are kept. Saved with PUT
 * API.inviteSettings (online) after the contract's schema accepts them.
 */
export function InviteSettings({ estateId, online }: Props) {
  const synced = useInviteSettings(estateId);
  const headingId = useId();
  if (synced === undefined) return null;
  const current = synced ? settingsArgs(synced) : defaultInviteSettings();
  return (
    <section className="manager-people" aria-labelledby={headingId} data-testid="manager-invite-settings">
      <h2 id={headingId} className="section-title">
        {t('invites.settings.heading')}
      </h2>
      {synced === null ? <p className="muted">{t('invites.settings.defaults')}</p> : null}
      <Collapsible
        title={t('invites.settings.types')}
        summary={String(current.visitorTypes.filter((type) => type.active).length)}
        testId="manager-invite-settings-form"
      >
        <SettingsForm estateId={estateId} online={online} current={current} />
      </Collapsible>
    </section>
  );
}

/** Mounted while open: the draft lives here; an untouched draft follows the synced settings. */
function SettingsForm({ estateId, online, current }: Props & { current: InviteSettingsArgs }) {
  const [base, setBase] = useState(current);
  const [draft, setDraftState] = useState(current);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [paths, setPaths] = useState<Set<string>>(new Set());
  const savedIds = new Set(current.visitorTypes.map((type) => type.pkivisitorInviteTypeID));

  useEffect(() => {
    if (same(draft, base) && !same(base, current)) {
      setBase(current);
      setDraftState(current);
    }
  }, [current, draft, base]);

  const setDraft = (update: (d: InviteSettingsArgs) => InviteSettingsArgs) => {
    setResult(null);
    setDraftState(update);
  };
  const setType = (index: number, patch: Partial<VisitorType>) =>
    setDraft((d) => ({ ...d, visitorTypes: d.visitorTypes.map((type, j) => (j === index ? { ...type, ...patch } : type)) }));
  const invalid = (path: string) => paths.has(path);

  const save = async () => {
    setResult(null);
    const parsed = parseInviteSettings(draft);
    if (!parsed.ok) {
      setPaths(parsed.paths);
      setResult({ ok: false, text: parsed.message });
      return;
    }
    setPaths(new Set());
    if (!online) {
      setResult({ ok: false, text: t('signup.offline') });
      return;
    }
    setBusy(true);
    try {
      await saveInviteSettings(estateId, parsed.args);
      setBase(parsed.args);
      setDraftState(parsed.args);
      setResult({ ok: true, text: t('invites.settings.saved') });
    } catch (error) {
      setResult({ ok: false, text: callMessage(error, 'manager.people.failure') });
    } finally {
      setBusy(false);
    }
  };

  const nextId = Math.max(0, ...draft.visitorTypes.map((type) => type.pkivisitorInviteTypeID), ...savedIds) + 1;

  return (
    <div>
      {draft.visitorTypes.map((type, i) => (
        <fieldset key={type.pkivisitorInviteTypeID} className="card" data-testid="manager-visitor-type">
          <legend>
            <strong>{type.tileDisplayTitle || t('invites.settings.typeId', { id: type.pkivisitorInviteTypeID })}</strong>
          </legend>
          <TextField
            label={t('invites.settings.title')}
            value={type.tileDisplayTitle}
            maxLength={60}
            aria-invalid={invalid(`visitorTypes.${i}.tileDisplayTitle`) || undefined}
            onChange={(e) => setType(i, { tileDisplayTitle: e.target.value })}
          />
          <TextField
            label={t('invites.settings.description')}
            value={type.tileDescription}
            maxLength={200}
            aria-invalid={invalid(`visitorTypes.${i}.tileDescription`) || undefined}
            onChange={(e) => setType(i, { tileDescription: e.target.value })}
          />
          <CheckField
            label={t('invites.settings.delivery')}
            checked={type.isDelivery}
            onChange={(isDelivery) => setType(i, { isDelivery, isServiceProvider: isDelivery ? false : type.isServiceProvider })}
          />
          <CheckField
            label={t('invites.settings.serviceProvider')}
            checked={type.isServiceProvider}
            onChange={(isServiceProvider) => setType(i, { isServiceProvider, isDelivery: isServiceProvider ? false : type.isDelivery })}
          />
          <CheckField label={t('invites.settings.active')} checked={type.active} onChange={(active) => setType(i, { active })} />
          {savedIds.has(type.pkivisitorInviteTypeID) ? null : (
            <Button
              variant="text"
              aria-label={t('manager.people.removeLabel', { name: type.tileDisplayTitle || t('invites.settings.typeId', { id: type.pkivisitorInviteTypeID }) })}
              onClick={() => setDraft((d) => ({ ...d, visitorTypes: d.visitorTypes.filter((_, j) => j !== i) }))}
            >
              {t('manager.people.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        className="btn-block"
        style={{ marginBottom: 12 }}
        onClick={() =>
          setDraft((d) => ({
            ...d,
            visitorTypes: [
              ...d.visitorTypes,
              {
                pkivisitorInviteTypeID: nextId,
                tileDisplayTitle: t('invites.settings.newType'),
                tileDescription: '',
                isDelivery: false,
                isServiceProvider: false,
                active: true,
              },
            ],
          }))
        }
      >
        {t('invites.settings.addType')}
      </Button>
      <TextAreaField
        label={t('invites.settings.directions')}
        value={draft.directions}
        maxLength={1000}
        rows={4}
        invalid={invalid('directions')}
        onChange={(directions) => setDraft((d) => ({ ...d, directions }))}
      />
      <NumberField
        label={t('invites.settings.retention')}
        hint={t('invites.settings.retentionHint')}
        value={draft.visitorRetentionDays}
        min={1}
        max={3650}
        invalid={invalid('visitorRetentionDays')}
        onChange={(visitorRetentionDays) => setDraft((d) => ({ ...d, visitorRetentionDays }))}
      />
      <SaveBar
        section={{
          result,
          busy,
          dirty: !same(draft, base),
          save: () => void save(),
          reset: () => {
            setResult(null);
            setPaths(new Set());
            setBase(current);
            setDraftState(current);
          },
        }}
        online={online}
        testId="manager-invite-settings-save"
      />
    </div>
  );
}
