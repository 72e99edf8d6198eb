import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetailsScreen } from '../../features/profile/ProfileDetailsScreen';

export const Route = createFileRoute('/_app/ProfileDetails')({ component: ProfileDetailsScreen });
