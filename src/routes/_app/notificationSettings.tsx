import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettingsScreen } from '../../features/push/NotificationSettingsScreen';

export const Route = createFileRoute('/_app/notificationSettings')({ component: NotificationSettingsScreen });
