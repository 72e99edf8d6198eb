import { describe, expect, it } from 'vitest';
import { resendVerificationMail, verifyEmailCode, verifyEmailLink } from '../../src/app/email-verification';
import { loadHomeData } from '../../src/features/home/use-home-data';
import { VERIFY_EMAIL_MESSAGES } from '../../src/i18n/en/verify-email.messages';
import { pullOnce } from '../../src/sync/pull';
import { getSession, signUp } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { insertCast } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { verificationMails } from '../helpers/email-verification';

/** Issue 26 on the real client (Dexie on fake-indexeddb) against the real server: the banner's data and calls. */
const h = useClientHarness({ setUp: (t) => insertCast(t, []) });

const newcomer = (email: string) => ({
  firstname: 'Zanele',
  lastname: 'Nkosi',
  mobile: '0831112233',
  estateName: 'Willow Creek Estate',
  estateId: 91,
  email,
  password: 'Newcomer#2026',
  userType: 'owner',
  unitNo: '12',
  acceptedPrivacyPolicy: true as const,
});

describe('verifying the e-mail address from the device', () => {
  it('after sign-up the home data says unverified (offline too); verifying needs the network; the code verifies and the next pull hides the banner', async () => {
    const email = 'zanele@example.com';
    await signUp(newcomer(email));
    const userId = await signInClient({ email, password: 'Newcomer#2026' });
    const home = await loadHomeData(userId);
    expect(home.noRole).toBe(true);
    expect(home.user?.emailVerified).toBe(false);

    // Offline: the banner still shows (Dexie), the calls answer 'offline' and nothing changes.
    configureTransport({ baseUrl: CLOSED });
    expect((await loadHomeData(userId)).user?.emailVerified).toBe(false);
    const [mail] = await verificationMails(h.t.ctx.db, email);
    expect(await verifyEmailCode({ code: mail?.code ?? '' })).toEqual({ kind: 'offline' });
    expect(await resendVerificationMail()).toEqual({ kind: 'offline' });
    configureTransport({ baseUrl: h.base });

    const wrong = await verifyEmailCode({ code: mail?.code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ kind: 'failed', status: 400, message: VERIFY_EMAIL_MESSAGES.wrongCode });
    expect(await verifyEmailCode({ code: mail?.code ?? '' })).toMatchObject({ kind: 'ok' });
    await pullOnce();
    expect((await loadHomeData(userId)).user?.emailVerified).toBe(true);
    expect((await getSession())?.userId).toBe(userId);
  });

  it('the resend answers its 429 message after three; the link verifies the signed-in account', async () => {
    const email = 'sipho@example.com';
    await signUp(newcomer(email));
    const userId = await signInClient({ email, password: 'Newcomer#2026' });
    for (let i = 0; i < 3; i++) expect((await resendVerificationMail()).kind).toBe('ok');
    expect(await resendVerificationMail()).toMatchObject({ kind: 'failed', status: 429, message: VERIFY_EMAIL_MESSAGES.tooManyResends });
    const [newest] = await verificationMails(h.t.ctx.db, email);
    expect(await verifyEmailLink(newest?.token ?? '')).toMatchObject({ kind: 'ok' });
    await pullOnce();
    expect((await loadHomeData(userId)).user?.emailVerified).toBe(true);
  });
});
