import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/account/SignUpScreen';

export const Route = createFileRoute('/Signup')({ component: SignUpScreen });
