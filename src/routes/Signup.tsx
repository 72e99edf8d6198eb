import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/SignUpScreen';

export const Route = createFileRoute('/Signup')({ component: SignUpScreen });
