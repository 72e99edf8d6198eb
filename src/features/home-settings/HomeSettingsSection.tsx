import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n';
import type { WriteOutcome } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { CheckField } from '../../ui/SettingsFields';
import { saveHomeCategorySettings, useExceptableRoles, useHomeCategorySettings, useHomeCategoryTileCount } from './home-settings.api';
import '../../i18n/areas/home-settings';

type Draft = { enabled: boolean; exceptRoles: string[] };

/**
 * The manager console's Home screen section (spec 3 section 6): home-category tiles on or off for
 * the estate, and the roles that keep the ordinary home tiles. Rendered from the device (offline
 * too); a save goes through the outbox.
 */
export function HomeSettingsSection({ estateId }: ConsoleSectionProps) {
  const synced = useHomeCategorySettings(estateId);
  const roles = useExceptableRoles();
  const categoryTiles = useHomeCategoryTileCount(estateId);
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>();
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (synced !== undefined) setDraft({ enabled: synced?.homeCategoryTilesEnabled ?? false, exceptRoles: synced?.exceptRoles ?? [] });
  }, [synced]);
  if (draft === undefined || roles === undefined) return null;

  const toggleRole = (role: string, on: boolean) =>
    setDraft((d) => d && { ...d, exceptRoles: on ? [...d.exceptRoles, role] : d.exceptRoles.filter((r) => r !== role) });
  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await saveHomeCategorySettings({ estateId, homeCategoryTilesEnabled: draft.enabled, exceptRoles: draft.exceptRoles }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={headingId} data-testid="manager-home-settings">
      <h2 id={headingId} className="section-title">
        {t('homeSettings.heading')}
      </h2>
      <p className="muted">{t('homeSettings.intro')}</p>
      <CheckField label={t('homeSettings.enabled')} checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
      {draft.enabled && categoryTiles === 0 ? (
        <p className="notice notice-error" role="status" data-testid="manager-home-settings-no-tiles">
          {t('homeSettings.noCategoryTiles')}
        </p>
      ) : null}
      <fieldset disabled={!draft.enabled}>
        <legend>{t('homeSettings.exceptions')}</legend>
        {roles.length === 0 ? <p className="muted">{t('homeSettings.noRoles')}</p> : null}
        {roles.map((role) => (
          <CheckField
            key={role.roleName}
            label={role.roleDisplayName || role.roleName}
            checked={draft.exceptRoles.includes(role.roleName)}
            disabled={!draft.enabled}
            onChange={(on) => toggleRole(role.roleName, on)}
          />
        ))}
      </fieldset>
      {outcome ? (
        <p className={`notice ${outcome.kind === 'refused' ? 'notice-error' : 'notice-success'}`} role={outcome.kind === 'refused' ? 'alert' : 'status'}>
          {outcome.kind === 'refused' ? outcome.message : outcome.kind === 'pending' ? t('homeSettings.waiting') : t('homeSettings.saved')}
        </p>
      ) : null}
      <Button onClick={() => void save()} disabled={busy} data-testid="manager-home-settings-save">
        {t('homeSettings.save')}
      </Button>
    </section>
  );
}
