import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ConsoleShell } from '../../features/manager/ManagerScreen';

/** /manager/*: the estate manager console's layout, its navigation of groups around each group's page. */
export const Route = createFileRoute('/_app/manager')({
  component: () => (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  ),
});
