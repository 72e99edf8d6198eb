import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhoneScreen } from '../../features/verify-phone/VerifyPhoneScreen';

export const Route = createFileRoute('/_app/VerifyPhone')({ component: VerifyPhoneScreen });
