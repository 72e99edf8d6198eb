import { useId, useState } from 'react';
import * as v from 'valibot';
import { BookingsContentFieldsSchema, TokenAdjustArgsSchema, type BookingsContentFields } from '../../contract/sports-tokens';
import { t, type MessageKey } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { Button } from '../../ui/Button';
import { CheckField, Collapsible, NumberField, TextAreaField } from '../../ui/SettingsFields';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { adjustTokens, saveBookingsContent, useBookingsContent, useEstateBalances, useEstateResidents } from './sports-tokens.api';
import './sports-tokens.css';
import '../../i18n/areas/sports-tokens';

type Result = { ok: boolean; text: string } | null;
const TEXTS = ['headingText', 'buttonText', 'proceedBtnText', 'thankYouTitle', 'tokenModalTitle', 'promoModalTitle'] as const;

/**
 * The manager console's Sports Tokens section: grant or take back a resident's tokens with a
 * reason (online; the balance comes back through sync), every balance of the estate, and the
 * estate's bookings content (the flows, the texts, the token and promo modals).
 */
export function SportsTokensConsole({ estateId, online }: ConsoleSectionProps) {
  const headingId = useId();
  const balances = useEstateBalances(estateId);
  const residents = useEstateResidents(estateId);
  const [userId, setUserId] = useState('');
  const [delta, setDelta] = useState(1);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const args = v.safeParse(TokenAdjustArgsSchema, { estateId, userId, delta, note });
    if (!args.success) return setResult({ ok: false, text: args.issues[0].message });
    setBusy(true);
    const answer = await adjustTokens(args.output);
    setBusy(false);
    if (answer.kind === 'ok') {
      const body = answer.body as { details?: { name?: string; balance?: number }[] };
      const saved = body.details?.[0];
      setResult({ ok: true, text: t('tokens.manager.applied', { name: saved?.name ?? '', n: saved?.balance ?? 0 }) });
      setNote('');
    } else setResult({ ok: false, text: answer.kind === 'offline' ? t('tokens.manager.offline') : answer.message });
  };

  return (
    <section aria-labelledby={headingId} data-testid="manager-sports-tokens">
      <h2 id={headingId} className="section-title">
        {t('tokens.manager.heading')}
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      <SelectField label={t('tokens.manager.resident')} name="tokenResident" value={userId} onChange={(e) => setUserId(e.target.value)}>
        <option value="">{t('tokens.manager.chooseResident')}</option>
        {(residents ?? []).map((r) => (
          <option key={r.userId} value={r.userId}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <NumberField label={t('tokens.manager.delta')} value={delta} onChange={setDelta} min={-1000} max={1000} />
      <TextField label={t('tokens.manager.note')} name="tokenNote" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      <Button disabled={!online || busy} onClick={() => void apply()}>
        {t('tokens.manager.apply')}
      </Button>
      <h3>{t('tokens.manager.balances')}</h3>
      {balances && balances.length > 0 ? (
        <ul className="list" data-testid="manager-token-balances">
          {balances.map((b) => (
            <li key={b.id} className="list-row token-row">
              <span>{b.name}</span>
              <strong>{b.balance}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('tokens.manager.noBalances')}</p>
      )}
      <Collapsible title={t('tokens.content.heading')} testId="manager-bookings-content">
        <ContentForm estateId={estateId} online={online} />
      </Collapsible>
    </section>
  );
}

/** The bookings content form: loaded from Dexie, saved online. */
function ContentForm({ estateId, online }: ConsoleSectionProps) {
  const content = useBookingsContent(estateId);
  const [draft, setDraft] = useState<BookingsContentFields | null>(null);
  const [result, setResult] = useState<Result>(null);
  if (content === undefined) return null;
  const { estateId: _estate, updatedAt: _at, ...stored } = content;
  const form = draft ?? stored;
  const set = (patch: Partial<BookingsContentFields>) => setDraft({ ...form, ...patch });
  const save = async () => {
    const args = v.safeParse(BookingsContentFieldsSchema, form);
    if (!args.success) return setResult({ ok: false, text: args.issues[0].message });
    const answer = await saveBookingsContent({ estateId, ...args.output });
    if (answer.kind === 'ok') {
      setDraft(null);
      setResult({ ok: true, text: t('tokens.content.saved') });
    } else setResult({ ok: false, text: answer.kind === 'offline' ? t('tokens.manager.offline') : answer.message });
  };
  return (
    <div>
      {result ? <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`}>{result.text}</p> : null}
      <CheckField label={t('tokens.content.newBookingsFlow')} checked={form.newBookingsFlow} onChange={(on) => set({ newBookingsFlow: on })} />
      <CheckField label={t('tokens.content.newLagoonFlow')} checked={form.newLagoonFlow} onChange={(on) => set({ newLagoonFlow: on })} />
      {TEXTS.map((key) => (
        <TextField
          key={key}
          label={t(`tokens.content.${key}` as MessageKey)}
          name={key}
          value={form[key]}
          maxLength={80}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      ))}
      <TextAreaField
        label={t('tokens.content.tokenExplanation')}
        value={form.tokenExplanation}
        maxLength={200}
        onChange={(value) => set({ tokenExplanation: value })}
      />
      <TextAreaField label={t('tokens.content.promoText')} value={form.promoText} maxLength={600} onChange={(value) => set({ promoText: value })} />
      <Button disabled={!online} onClick={() => void save()}>
        {t('tokens.content.save')}
      </Button>
    </div>
  );
}
