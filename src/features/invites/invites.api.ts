import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Ok } from '../../contract/envelope';
import { DEFAULT_INVITE_SETTINGS, InviteSettingsArgsSchema, type InviteSettings, type InviteSettingsArgs } from '../../contract/invites';
import { db } from '../../db/db';
import { UNSUPPORTED_CHARACTERS_MESSAGE } from '../../i18n/en/errors';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { PEOPLE_CONFIG_MESSAGES } from '../../i18n/en/people';
import { apiFetch } from '../../sync/transport';

/**
 * The estate's invite settings in the manager console: read from the local mirror (estate scope),
 * replaced with PUT API.inviteSettings (online only); the row follows through sync.
 */

/** The synced settings, or null when the estate has none yet (it uses the defaults then). */
export function useInviteSettings(estateId: number): InviteSettings | null | undefined {
  return useLiveQuery(async () => (await db.inviteSettings.get(estateId)) ?? null, [estateId]);
}

/** What an estate without its own settings has (the contract's defaults, as the server applies them). */
export function defaultInviteSettings(): InviteSettingsArgs {
  return structuredClone(DEFAULT_INVITE_SETTINGS);
}

export function settingsArgs(settings: InviteSettings): InviteSettingsArgs {
  const { estateId: _estate, ...args } = settings;
  return args;
}

const KNOWN_MESSAGES = new Set<string>([INVITE_MESSAGES.requiredFields, UNSUPPORTED_CHARACTERS_MESSAGE]);

/** The settings the server would accept, or the message and the dotted paths of the fields at fault. */
export function parseInviteSettings(args: InviteSettingsArgs): { ok: true; args: InviteSettingsArgs } | { ok: false; message: string; paths: Set<string> } {
  const parsed = v.safeParse(InviteSettingsArgsSchema, args);
  if (parsed.success) {
    const ids = parsed.output.visitorTypes.map((type) => type.pkivisitorInviteTypeID);
    if (new Set(ids).size === ids.length) return { ok: true, args: parsed.output };
    return { ok: false, message: PEOPLE_CONFIG_MESSAGES.invalid, paths: new Set(['visitorTypes']) };
  }
  const paths = new Set(parsed.issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.') ?? '').filter((p) => p !== ''));
  const first = parsed.issues[0]?.message ?? '';
  return { ok: false, message: KNOWN_MESSAGES.has(first) ? first : PEOPLE_CONFIG_MESSAGES.invalid, paths };
}

/** Online-only: replaces the estate's invite settings (checked against the contract first). */
export async function saveInviteSettings(estateId: number, args: InviteSettingsArgs): Promise<void> {
  const body = v.parse(InviteSettingsArgsSchema, args);
  await apiFetch<Ok<unknown>>(`${API.inviteSettings}?estateID=${estateId}`, { method: 'PUT', body });
}
