import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../features/account/ForgotPasswordScreen';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordScreen });
