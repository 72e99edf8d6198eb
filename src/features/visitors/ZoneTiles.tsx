import type { AccessZone } from '../../contract/people';
import { t } from '../../i18n';
import { Icon } from '../../ui/Icon';

const iconOf = (name: string) => (/floor/i.test(name) ? 'building' : /lagoon/i.test(name) ? 'home' : 'key');

/** The access zone tiles an invite may open (each toggles; the chosen ones highlighted). */
export function ZoneTiles({ zones, selected, onToggle, readOnly = false }: { zones: readonly AccessZone[]; selected: readonly number[]; onToggle?: (id: number) => void; readOnly?: boolean }) {
  if (zones.length === 0) return null;
  return (
    <fieldset className="visitor-section">
      <legend className="section-title">{t('visitors.zonesHeading')}</legend>
      <div className="zone-tiles">
        {zones.map((zone) => {
          const on = selected.includes(zone.id);
          return (
            <button key={zone.id} type="button" className={`zone-tile${on ? ' zone-tile-on' : ''}`} aria-pressed={on} disabled={readOnly} onClick={() => onToggle?.(zone.id)}>
              <Icon name={iconOf(zone.accessZoneName)} />
              <span>{zone.accessZoneName}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
