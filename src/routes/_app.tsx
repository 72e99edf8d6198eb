import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { getSession } from '../sync/session-read';
import { EstateTheme } from '../app/EstateTheme';

/** `run` once the main thread is idle (at most a second later). */
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 0));

/** The one place that keeps signed-out users out: every child route needs a session. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    // The join-link module loads beside the session read rather than after it: every launch waits for both.
    const joinDraft = import('../features/visitor-pages/join-draft').catch(() => null);
    if (!(await getSession())) throw redirect({ to: '/login' });
    // A join link opened before signing up or in (regular visitors, letters): back to it once.
    const join = await joinDraft.then((m) => m?.takePendingJoin() ?? null).catch(() => null);
    if (join) throw redirect({ to: '/join/$token', params: { token: join } });
    // Background chores, loaded on demand so they stay out of the first-load bundle, and once the
    // screen has drawn (idle, or a second at most), so their chunks do not queue before the screen's:
    whenIdle(() => {
      // the device record after sign-in (spec 7, once per user and device, best effort), and
      // vehicle photos taken offline, uploaded on the next navigation once online (the
      // vehicle screens also retry on 'online').
      void import('../features/profile/device-record').then((m) => m.postDeviceRecordOnce()).catch(() => undefined);
      void import('../features/records/vehicle-photos').then((m) => m.uploadPendingPhotos()).catch(() => undefined);
      // An associate's face and document pictures taken offline: uploaded once the associate is on the server.
      void import('../app/associate-uploads').then((m) => m.uploadPendingAssociateImages()).catch(() => undefined);
      // A face taken offline in identity onboarding: uploaded and its onboarding completed once online.
      // Web Push: the server gets this device's subscription again at each start (it forgets it at sign-out and move-out).
      void import('../app/push-client').then((m) => m.renewPushSubscription()).catch(() => undefined);
      void import('../features/onboarding/own-onboarding').then((m) => m.finishPendingOnboarding()).catch(() => undefined);
    });
  },
  component: () => (
    <>
      <EstateTheme />
      <AppLayout />
    </>
  ),
});
