import { createFileRoute } from '@tanstack/react-router';
import { AccountFormScreen } from '../../features/records/AccountFormScreen';

export const Route = createFileRoute('/_app/AddAccount')({ component: () => <AccountFormScreen /> });
