import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ManagerScreen } from '../../features/manager/ManagerScreen';

function ManagerRoute() {
  const navigate = useNavigate();
  return <ManagerScreen onBack={() => void navigate({ to: '/home' })} />;
}

export const Route = createFileRoute('/_app/manager/')({ component: ManagerRoute });
