import { createFileRoute } from '@tanstack/react-router';
import { PreviewLettingUserScreen } from '../../features/letting/PreviewLettingUserScreen';

/** /previewLettingUser: confirm and send a letter's invitation. */
export const Route = createFileRoute('/_app/previewLettingUser')({ component: PreviewLettingUserScreen });
