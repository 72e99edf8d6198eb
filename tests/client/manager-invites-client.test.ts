import { describe, expect, it } from 'vitest';
import { DEFAULT_INVITE_SETTINGS } from '../../src/contract/invites';
import { db } from '../../src/db/db';
import { defaultInviteSettings, parseInviteSettings, saveInviteSettings, settingsArgs } from '../../src/features/invites/invites.api';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { pullOnce } from '../../src/sync/pull';
import { ApiError, configureTransport, OfflineError } from '../../src/sync/transport';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { insertCast, MANAGER, NEIGHBOUR } from '../helpers/cast';

/** The console's invite settings on the device: real Dexie (fake-indexeddb), the real client calls, the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [NEIGHBOUR, MANAGER]) });

describe('invite settings in the manager console (device side)', () => {
  it('checks the settings with the contract before sending', () => {
    const args = defaultInviteSettings();
    expect(args).toEqual(DEFAULT_INVITE_SETTINGS);
    expect(parseInviteSettings(args).ok).toBe(true);
    const untitled = parseInviteSettings({ ...args, visitorTypes: [{ ...args.visitorTypes[0]!, tileDisplayTitle: ' ' }] });
    expect(untitled).toMatchObject({ ok: false, message: INVITE_MESSAGES.requiredFields });
    expect(!untitled.ok && [...untitled.paths]).toEqual(['visitorTypes.0.tileDisplayTitle']);
    const forever = parseInviteSettings({ ...args, visitorRetentionDays: 0 });
    expect(!forever.ok && [...forever.paths]).toEqual(['visitorRetentionDays']);
    expect(parseInviteSettings({ ...args, visitorTypes: [...args.visitorTypes, args.visitorTypes[0]!] }).ok).toBe(false);
  });

  it('saves online and the row comes back through sync; offline and for a non-manager the call says so', async () => {
    await signInClient(MANAGER);
    const settings = { ...defaultInviteSettings(), directions: 'Main Gate, visitors lane.', visitorRetentionDays: 60 };
    configureTransport({ baseUrl: CLOSED });
    await expect(saveInviteSettings(91, settings)).rejects.toBeInstanceOf(OfflineError);
    configureTransport({ baseUrl: h.base });
    await saveInviteSettings(91, settings);
    await pullOnce();
    const row = await db.inviteSettings.get(91);
    expect(row && settingsArgs(row)).toEqual(settings);

    await signInClient(NEIGHBOUR);
    const refused = await saveInviteSettings(91, settings).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
