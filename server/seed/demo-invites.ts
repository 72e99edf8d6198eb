import { DEFAULT_INVITE_SETTINGS, type InviteSettingsArgs } from '../../src/contract/invites';
import type { AppContext } from '../context';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ensureGateEstate } from '../modules/access/gate-state.service';
import { createInvite } from '../modules/invites/invites.service';
import { saveInviteSettings } from '../modules/invites/settings.service';
import { writeTransaction, type Trx } from '../sync/change-log';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';

/** The demo estates' invite settings: the three default visitor types and each estate's directions. */
export const DEMO_INVITE_SETTINGS: Record<number, InviteSettingsArgs> = {
  91: {
    ...DEFAULT_INVITE_SETTINGS,
    directions:
      "Willow Creek Estate, Witkoppen Road, Fourways. Use the visitors' lane at the Main Gate and show this code (or give your PIN) to the guard. Bring your ID or driving licence.",
  },
  92: {
    ...DEFAULT_INVITE_SETTINGS,
    directions: 'Baobab Ridge Estate, Faerie Glen, Pretoria. Enter at the North Gate and show this code (or give your PIN) to the guard.',
  },
};

/** Inside the demo seed's transaction: the estates' invite settings, stored and published by the invites module. */
export async function seedDemoInviteSettings(trx: Trx): Promise<void> {
  for (const [estateId, settings] of Object.entries(DEMO_INVITE_SETTINGS)) await saveInviteSettings(trx, Number(estateId), settings);
}

/**
 * After the demo seed, once the server's context exists (a pass is signed with the estate's
 * issuing key, made here if the boot job has not made it yet): Thandi's upcoming visitor at unit
 * 12, for the whole of tomorrow, single entry, through the invites module's service. A second
 * run finds it and changes nothing. Fictional people.
 */
export async function seedDemoInvites(ctx: AppContext): Promise<void> {
  await ensureGateEstate(ctx, 91);
  const tomorrow = addDays(estateDate(), 1);
  await writeTransaction(ctx.db, async (trx) => {
    const thandi = await demoUser(trx, demoAccount('owner').email);
    await createInvite(trx, ctx, thandi.id, {
      inviteId: 'demoInviteVisitor',
      estateId: 91,
      unitNo: '12',
      pkivisitorInviteTypeID: 1,
      visitorName: 'Nandi Khoza',
      visitorPhoneNumber: '0825550133',
      visitorEmail: '',
      invitedDateStart: `${tomorrow} 00:01`,
      invitedDateEnd: `${tomorrow} 23:59`,
      dayCount: 1,
      multiEntry: false,
      accessZoneIDList: [1],
      regularVisitorId: '',
    });
  });
}
