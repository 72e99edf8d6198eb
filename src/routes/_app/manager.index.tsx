import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ManagerScreen } from '../../features/manager/ManagerScreen';
import { consoleSectionsOf, type ConsoleDeclaration } from '../../ui/console-section';

/** Every area's console sections: a new area's `<area>.console.ts` is found here, no line added. */
const SECTIONS = consoleSectionsOf(import.meta.glob<ConsoleDeclaration>('/src/features/*/*.console.ts', { eager: true }));

function ManagerRoute() {
  const navigate = useNavigate();
  return <ManagerScreen sections={SECTIONS} onBack={() => void navigate({ to: '/home' })} />;
}

export const Route = createFileRoute('/_app/manager/')({ component: ManagerRoute });
