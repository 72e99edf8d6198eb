import { createFileRoute } from '@tanstack/react-router';
import { ConsoleGroupPage } from '../../features/manager/ManagerScreen';
import { CONSOLE_SECTIONS } from './-console-sections';

/** /manager: the console's Today page (what waits for the manager, the notice to send). */
export const Route = createFileRoute('/_app/manager/')({ component: () => <ConsoleGroupPage group="today" sections={CONSOLE_SECTIONS} /> });
