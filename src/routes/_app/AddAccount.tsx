import { createFileRoute } from '@tanstack/react-router';
import { AccountFormScreen } from '../../features/account/AccountFormScreen';

export const Route = createFileRoute('/_app/AddAccount')({ component: () => <AccountFormScreen /> });
