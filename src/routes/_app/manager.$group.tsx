import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ConsoleGroupPage } from '../../features/manager/ManagerScreen';
import { CONSOLE_GROUPS, type ConsoleGroup } from '../../ui/console-section';
import { CONSOLE_SECTIONS } from './-console-sections';

const isGroup = (value: string): value is ConsoleGroup => (CONSOLE_GROUPS as readonly string[]).includes(value);

/** /manager/<group>: one group of the console (Today is /manager, Content its editors at /manager/content). */
export const Route = createFileRoute('/_app/manager/$group')({
  beforeLoad: ({ params }) => {
    if (params.group === 'today') throw redirect({ to: '/manager', replace: true });
    if (!isGroup(params.group)) throw notFound();
  },
  component: function ManagerGroupRoute() {
    const { group } = Route.useParams();
    return isGroup(group) ? <ConsoleGroupPage group={group} sections={CONSOLE_SECTIONS} /> : null;
  },
});
