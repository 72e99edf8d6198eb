import { createFileRoute } from '@tanstack/react-router';
import { NewslettersScreen } from '../../features/documents/NewslettersScreen';

/** /notificationsScreen (spec 3: the newsletters list, not the inbox). */
export const Route = createFileRoute('/_app/notificationsScreen')({ component: NewslettersScreen });
