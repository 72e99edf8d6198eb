import type { AccessZone } from '../contract/people';
import { useObjectUrl } from './stored-files';
import { Icon } from '../ui/Icon';

/** A labelled on/off switch (a checkbox with role switch); disabled, it is greyed and cannot be toggled. */
export function Switch({
  label,
  checked,
  onChange,
  name,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  name: string;
  disabled?: boolean;
}) {
  return (
    <label className="check associate-switch">
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; aria-checked on it would only duplicate it. */}
      <input type="checkbox" role="switch" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Spec 2 'Access zone': names containing Floor or Lagoon get their own icon. */
function zoneIcon(name: string): string {
  return /floor/i.test(name) ? 'building' : /lagoon/i.test(name) ? 'home' : 'key';
}

/**
 * Access zones as tiles that toggle (the chosen ones highlighted); read-only, the granted ones
 * are highlighted and nothing toggles. Nothing shows when there are no zones.
 */
export function ZoneTiles({
  heading,
  zones,
  selected,
  onToggle,
}: {
  heading: string;
  zones: readonly Pick<AccessZone, 'id' | 'accessZoneName'>[];
  selected: readonly number[];
  onToggle?: (id: number) => void;
}) {
  if (zones.length === 0) return null;
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{heading}</legend>
      <div className="zone-tiles">
        {zones.map((zone) => {
          const on = selected.includes(zone.id);
          return (
            <button
              key={zone.id}
              type="button"
              className={`zone-tile${on ? ' zone-tile-on' : ''}`}
              aria-pressed={on}
              disabled={!onToggle}
              onClick={() => onToggle?.(zone.id)}
            >
              <Icon name={zoneIcon(zone.accessZoneName)} />
              <span>{zone.accessZoneName}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A thumbnail of a picture held on the device (its object URL revoked when it goes). */
export function Thumb({ blob, alt }: { blob: Blob | undefined; alt: string }) {
  const url = useObjectUrl(blob);
  return url ? <img className="associate-thumb" src={url} alt={alt} /> : null;
}
