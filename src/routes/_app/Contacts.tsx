import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '../../features/account/ContactsScreen';

export const Route = createFileRoute('/_app/Contacts')({ component: ContactsScreen });
