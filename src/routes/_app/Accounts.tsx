import { createFileRoute } from '@tanstack/react-router';
import { AccountsScreen } from '../../features/records/AccountsScreen';

export const Route = createFileRoute('/_app/Accounts')({ component: AccountsScreen });
