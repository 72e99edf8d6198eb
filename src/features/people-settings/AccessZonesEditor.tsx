import { ACCESS_ZONE_KINDS, type AccessZone } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CheckField } from '../../ui/SettingsFields';
import type { SettingsSection } from './use-settings-section';
import '../../i18n/areas/manager';

const KIND_KEYS = {
  estate: 'manager.people.zones.kind.estate',
  regularVisitor: 'manager.people.zones.kind.regularVisitor',
  letting: 'manager.people.zones.kind.letting',
} as const satisfies Record<AccessZone['kind'], string>;

/**
 * The estate's access zones: name, which list they belong to (estate zones for associates, regular
 * visitors, letting), shown to contractor invites, active. A saved zone is switched off rather than
 * removed (associates and invites keep its id); a zone added in this draft can be removed again.
 */
export function AccessZonesEditor({ section }: { section: SettingsSection<'accessZones'> }) {
  const { draft: zones, setDraft, invalid, synced } = section;
  const savedIds = new Set(synced.map((z) => z.id));
  const setZone = (index: number, patch: Partial<AccessZone>) => setDraft((all) => all.map((z, i) => (i === index ? { ...z, ...patch } : z)));

  return (
    <div>
      {zones.map((zone, zi) => (
        <fieldset key={zone.id} className="card" data-testid="manager-zone">
          <legend>
            <strong>{zone.accessZoneName || t('manager.people.zones.id', { id: zone.id })}</strong> <span className="muted">{t(KIND_KEYS[zone.kind])}</span>
          </legend>
          <TextField
            label={t('manager.people.name')}
            value={zone.accessZoneName}
            maxLength={60}
            aria-invalid={invalid(`${zi}.accessZoneName`) || undefined}
            onChange={(e) => setZone(zi, { accessZoneName: e.target.value })}
          />
          <SelectField label={t('manager.people.zones.kind')} value={zone.kind} onChange={(e) => setZone(zi, { kind: e.target.value as AccessZone['kind'] })}>
            {ACCESS_ZONE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_KEYS[kind])}
              </option>
            ))}
          </SelectField>
          <CheckField
            label={t('manager.people.zones.contractors')}
            checked={zone.allowContDelivery}
            onChange={(allowContDelivery) => setZone(zi, { allowContDelivery })}
          />
          <CheckField label={t('manager.people.active')} checked={zone.active} onChange={(active) => setZone(zi, { active })} />
          {savedIds.has(zone.id) ? null : (
            <Button
              variant="text"
              aria-label={t('manager.people.removeLabel', { name: zone.accessZoneName || t('manager.people.zones.id', { id: zone.id }) })}
              onClick={() => setDraft((all) => all.filter((_, i) => i !== zi))}
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
          setDraft((all) => [
            ...all,
            {
              id: Math.max(0, ...all.map((z) => z.id), ...synced.map((z) => z.id)) + 1,
              accessZoneName: t('manager.people.zones.newZone'),
              kind: 'estate',
              allowContDelivery: false,
              active: true,
            },
          ])
        }
      >
        {t('manager.people.zones.add')}
      </Button>
    </div>
  );
}
