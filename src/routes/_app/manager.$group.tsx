import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConsoleGroupPage } from '../../features/manager/ManagerScreen';
import { CONSOLE_GROUPS, type ConsoleGroup } from '../../ui/console-section';
import { CONSOLE_SECTIONS } from './-console-sections';

const isGroup = (value: string): value is ConsoleGroup => (CONSOLE_GROUPS as readonly string[]).includes(value);

/** /manager/<group>: one group of the console (Today is /manager, Content's editors /manager/content). */
export const Route = createFileRoute('/_app/manager/$group')({
  beforeLoad: ({ params }) => {
    // Today is /manager; an old or mistyped group opens Today too.
    if (params.group === 'today' || !isGroup(params.group)) throw redirect({ to: '/manager', replace: true });
  },
  component: function ManagerGroupRoute() {
    const { group } = Route.useParams();
    return isGroup(group) ? <ConsoleGroupPage group={group} sections={CONSOLE_SECTIONS} /> : null;
  },
});
