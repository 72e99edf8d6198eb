import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { operatorPanels } from '../../app/operator-panels';
import { StoredImage } from '../../app/StoredImage';
import { EstateSettingsSchema, NEW_ESTATE_DEFAULTS, type EstateSettings, type OperatorEstate, type OperatorTile } from '../../contract/operator';
import { t, type MessageKey } from '../../i18n';
import { ApiError, OfflineError } from '../../sync/transport';
import { TextField } from '../../ui/TextField';
import { archiveEstate, createEstate, restoreEstate, settingsOf, updateEstate, uploadLogo, useOperatorEstate } from './operator.api';
import { OperatorFrame } from './OperatorFrame';
import { TIME_ZONES } from './time-zones';
import '../../i18n/areas/operator';

const messageOf = (error: unknown) =>
  error instanceof OfflineError ? t('operator.offlineNotice') : error instanceof ApiError && error.message ? error.message : t('operator.failed');

/** /operator/new and /operator/{id}: the estate's settings in sections, Archive/Restore, and the panels other areas add. */
export function OperatorEstateScreen({ estateId }: { estateId: number | 'new' }) {
  const estate = useOperatorEstate(estateId === 'new' ? -1 : estateId);
  return (
    <OperatorFrame>
      {(online) =>
        estateId === 'new' ? (
          <EstateForm key="new" estate={null} online={online} />
        ) : estate === undefined ? null : estate === null ? (
          <p className="notice notice-error" role="alert">
            {t('operator.notFound')}
          </p>
        ) : (
          <>
            <EstateForm key={estate.estateId} estate={estate} online={online} />
            <div className="operator-panels">
              {operatorPanels.map((panel) => (
                <section key={panel.id} className="operator-section" aria-label={t(panel.title)}>
                  <panel.component estateId={estate.estateId} online={online} />
                </section>
              ))}
            </div>
          </>
        )
      }
    </OperatorFrame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="operator-section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function EstateForm({ estate, online }: { estate: OperatorEstate | null; online: boolean }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<EstateSettings>(() => (estate ? settingsOf(estate) : NEW_ESTATE_DEFAULTS));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const set = <K extends keyof EstateSettings>(key: K, value: EstateSettings[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const text = (
    key:
      | 'name'
      | 'street'
      | 'suburb'
      | 'city'
      | 'postalCode'
      | 'contactNumbers'
      | 'controlRoomNumber'
      | 'ambulanceNumber'
      | 'fireNumber'
      | 'contactEmail'
      | 'supportEmail'
      | 'helpUrl',
    type = 'text',
  ) => <TextField label={t(`operator.field.${key}`)} name={key} type={type} value={form[key]} onChange={(e) => set(key, e.target.value)} />;
  const whole = (label: string, name: string, value: number, onChange: (n: number) => void) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      value={String(value)}
      onChange={(e) => onChange(Math.round(Number(e.target.value)))}
    />
  );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = v.safeParse(EstateSettingsSchema, form);
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? t('operator.failed'));
      return;
    }
    void run(async () => {
      if (estate) {
        await updateEstate(estate.estateId, form);
        setSaved(true);
      } else {
        const made = await createEstate(form);
        await navigate({ to: '/operator/$estateId', params: { estateId: String(made.estateId) } });
      }
    });
  };

  const handleLogo = (file: File | undefined) => {
    if (file) void run(async () => set('logoUrl', await uploadLogo(file)));
  };

  const handleArchive = () => {
    if (!estate) return;
    if (!estate.archived && !window.confirm(t('operator.archiveConfirm'))) return;
    void run(async () => {
      await (estate.archived ? restoreEstate(estate.estateId) : archiveEstate(estate.estateId));
    });
  };

  const tilesByRole = new Map<string, OperatorTile[]>();
  for (const tile of estate?.tiles ?? []) tilesByRole.set(tile.roleName, [...(tilesByRole.get(tile.roleName) ?? []), tile]);

  return (
    <form noValidate className="operator-form" onSubmit={handleSubmit} aria-label={estate ? estate.name : t('operator.newEstate')}>
      <div className="operator-toolbar">
        <button type="button" className="btn btn-text" onClick={() => void navigate({ to: '/operator' })}>
          ← {t('operator.back')}
        </button>
        <h2>{estate ? estate.name : t('operator.newEstate')}</h2>
        {estate ? (
          <span className={`operator-status${estate.archived ? ' archived' : ''}`} data-testid="operator-estate-status">
            {estate.archived ? t('operator.status.archived') : t('operator.status.active')}
          </span>
        ) : null}
      </div>
      {estate?.archived ? (
        <p className="notice" role="status">
          {t('operator.archivedNotice')}
        </p>
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}

      <Section title={t('operator.section.general')}>
        <div className="operator-grid">
          {text('name')}
          <div className="field">
            <label htmlFor="operator-tz">{t('operator.field.timeZone')}</label>
            <div className="field-row">
              <input id="operator-tz" name="timeZone" list="operator-tz-list" value={form.timeZone} onChange={(e) => set('timeZone', e.target.value)} />
              <datalist id="operator-tz-list">
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </div>
          </div>
        </div>
      </Section>

      <Section title={t('operator.section.address')}>
        <div className="operator-grid">
          {text('street')}
          {text('suburb')}
          {text('city')}
          {text('postalCode')}
        </div>
      </Section>

      <Section title={t('operator.section.contact')}>
        <div className="operator-grid">
          {text('contactNumbers', 'tel')}
          {text('contactEmail', 'email')}
          {text('supportEmail', 'email')}
          {text('helpUrl', 'url')}
        </div>
      </Section>

      <Section title={t('operator.section.emergency')}>
        <p className="muted">{t('operator.emergencyIntro')}</p>
        <div className="operator-grid">
          {text('controlRoomNumber', 'tel')}
          {text('ambulanceNumber', 'tel')}
          {text('fireNumber', 'tel')}
        </div>
      </Section>

      <Section title={t('operator.section.look')}>
        <div className="operator-colours">
          {(['primary', 'secondary', 'onPrimary'] as const).map((key) => (
            <label key={key}>
              <input type="color" name={key} value={form.theme[key]} onChange={(e) => set('theme', { ...form.theme, [key]: e.target.value })} />
              {t(`operator.field.${key}`)}
            </label>
          ))}
        </div>
        <div className="operator-logo">
          {form.logoUrl ? (
            <StoredImage url={form.logoUrl} alt={t('operator.field.logo')} fallback={<span>{t('operator.field.logo')}</span>} />
          ) : (
            <span>{t('operator.field.logoNone')}</span>
          )}
          <label className="btn btn-secondary">
            {t('operator.field.logoUpload')}
            <input type="file" accept="image/png,image/jpeg,image/webp" hidden disabled={!online} onChange={(e) => handleLogo(e.target.files?.[0])} />
          </label>
        </div>
      </Section>

      {estate ? (
        <Section title={t('operator.section.tiles')}>
          <p>{t('operator.tiles.hint')}</p>
          {[...tilesByRole.entries()].map(([role, tiles]) => (
            <fieldset key={role} className="operator-tiles-role">
              <legend>{roleTitle(role)}</legend>
              <div className="operator-tiles">
                {tiles.map((tile) => (
                  <label key={tile.tileId}>
                    <input
                      type="checkbox"
                      checked={form.tiles[tile.tileId] ?? tile.enabled}
                      onChange={(e) => set('tiles', { ...form.tiles, [tile.tileId]: e.target.checked })}
                    />
                    {tile.title}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </Section>
      ) : null}

      <Section title={t('operator.section.gate')}>
        <div className="operator-grid">
          {whole(t('operator.field.gateWindowSec'), 'gateWindowSec', form.gateWindowSec, (n) => set('gateWindowSec', n))}
          {whole(t('operator.field.gateListMaxAgeHours'), 'gateListMaxAgeHours', form.gateListMaxAgeSec / 3600, (n) => set('gateListMaxAgeSec', n * 3600))}
          {whole(t('operator.field.refreshInterval'), 'refreshInterval', form.refreshInterval, (n) => set('refreshInterval', n))}
        </div>
      </Section>

      <Section title={t('operator.section.limits')}>
        <div className="operator-grid">
          {whole(t('operator.field.associatesPerUnit'), 'associatesPerUnit', form.limits.associatesPerUnit, (n) =>
            set('limits', { ...form.limits, associatesPerUnit: n }),
          )}
          {whole(t('operator.field.visitorsPerDay'), 'visitorsPerDay', form.limits.visitorsPerDay, (n) => set('limits', { ...form.limits, visitorsPerDay: n }))}
          {whole(t('operator.field.guestsPerLettingUnit'), 'guestsPerLettingUnit', form.limits.guestsPerLettingUnit, (n) =>
            set('limits', { ...form.limits, guestsPerLettingUnit: n }),
          )}
        </div>
      </Section>

      <div className="operator-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !online}>
          {busy ? t('operator.saving') : estate ? t('operator.save') : t('operator.create')}
        </button>
        {saved ? (
          <span role="status" data-testid="operator-saved">
            {t('operator.saved')}
          </span>
        ) : null}
        {estate ? (
          <button type="button" className="btn btn-secondary" disabled={busy || !online} onClick={handleArchive}>
            {estate.archived ? t('operator.restore') : t('operator.archive')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The roles' names as people read them (the tiles' fieldsets). */
const ROLE_TITLES: Record<string, MessageKey> = {
  owner: 'operator.role.owner',
  resident: 'operator.role.resident',
  tenant: 'operator.role.tenant',
  estateManager: 'operator.role.estateManager',
  guard: 'operator.role.guard',
  visitor: 'operator.role.visitor',
  regularVisitor: 'operator.role.regularVisitor',
  associateDelegate: 'operator.role.associateDelegate',
};
const roleTitle = (role: string): string => {
  const key = ROLE_TITLES[role];
  return key ? t(key) : role;
};
