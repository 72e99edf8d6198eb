import { createFileRoute, redirect } from '@tanstack/react-router';
import { postDeviceRecordOnce } from '../features/account/device-record';
import { uploadPendingPhotos } from '../features/account/vehicles.api';
import { AppLayout } from '../features/shell/AppLayout';
import { getSession } from '../sync/session';

/** The one place that keeps signed-out users out: every child route needs a session. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    if (!(await getSession())) throw redirect({ to: '/login' });
    // Device record after sign-in (spec 7): once per user and device, best effort.
    void postDeviceRecordOnce().catch(() => undefined);
    // Vehicle photos taken offline upload on the next navigation once online (the vehicle screens also retry on 'online').
    void uploadPendingPhotos().catch(() => undefined);
  },
  component: AppLayout,
});
