import { useState, type FormEvent } from 'react';
import type { AccessZone } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import type { GuardKeys, GuardState } from './guard.api';
import { setGateZone } from './guard-passes';
import '../../i18n/areas/guard';

/** A zone as the guard picks it: its name, with the list it belongs to when another zone has the same name. */
export function zoneLabel(zone: AccessZone, zones: readonly AccessZone[]): string {
  const twin = zones.some((z) => z.id !== zone.id && z.accessZoneName === zone.accessZoneName);
  return twin ? t('guard.zone.named', { name: zone.accessZoneName, kind: t(`guard.zone.kind.${zone.kind}`) }) : zone.accessZoneName;
}

/**
 * The device's set-up, once, right after the console PIN (or at the first unlock on a device set
 * up before): which gate it stands at. Stored on the device; changed later under Details.
 */
export function ZoneSetup({ zones }: { zones: readonly AccessZone[] }) {
  return (
    <section className="stack guard-zone-setup" aria-labelledby="guard-zone-setup-title">
      <h2 id="guard-zone-setup-title">{t('guard.zone.setupTitle')}</h2>
      <p>{t('guard.zone.setupHint')}</p>
      {zones.map((zone) => (
        <Button key={zone.id} className="btn-block" onClick={() => void setGateZone(zone.id)}>
          {zoneLabel(zone, zones)}
        </Button>
      ))}
      <Button variant="secondary" className="btn-block" onClick={() => void setGateZone(null)}>
        {t('guard.zone.none')}
      </Button>
    </section>
  );
}

type DetailsProps = {
  state: GuardState;
  keys: GuardKeys | null;
  onCode: (code: string) => Promise<void>;
  onImage: (file: File | undefined) => Promise<void>;
};

/** The technical part, folded away: the gate zone, the revocation list, reading a code from a picture or from text. */
export function ConsoleDetails({ state, keys, onCode, onImage }: DetailsProps) {
  const [text, setText] = useState('');
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void onCode(text).then(() => setText(''));
  };
  return (
    <details className="card guard-details" data-testid="guard-details">
      <summary>{t('guard.details')}</summary>
      <div className="stack">
        {state.zones.length > 0 ? (
          <SelectField
            label={t('guard.zone.label')}
            value={state.gateZoneId === null ? '' : String(state.gateZoneId)}
            onChange={(e) => void setGateZone(e.target.value === '' ? null : Number(e.target.value))}
          >
            {state.zones.map((zone) => (
              <option key={zone.id} value={String(zone.id)}>
                {zoneLabel(zone, state.zones)}
              </option>
            ))}
            <option value="">{t('guard.zone.none')}</option>
          </SelectField>
        ) : null}
        {keys ? (
          <p data-testid="guard-list" data-seq={keys.revocation.seq}>
            {t('guard.listInfo', { seq: keys.revocation.seq, time: new Date(keys.revocation.issuedAt * 1000).toLocaleString() })}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="guard-image">{t('guard.image')}</label>
          <input id="guard-image" type="file" accept="image/*" capture="environment" onChange={(e) => void onImage(e.target.files?.[0])} />
        </div>
        <form noValidate onSubmit={handleSubmit} className="stack">
          <div className="field">
            <label htmlFor="guard-text">{t('guard.paste')}</label>
            <textarea id="guard-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} autoComplete="off" />
          </div>
          <Button type="submit" disabled={!text.trim()}>
            {t('guard.verify')}
          </Button>
        </form>
      </div>
    </details>
  );
}
