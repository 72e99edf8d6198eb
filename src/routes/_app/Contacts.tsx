import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '../../features/records/ContactsScreen';

export const Route = createFileRoute('/_app/Contacts')({ component: ContactsScreen });
