import { createFileRoute } from '@tanstack/react-router';
import { OperatorEstatesScreen } from '../../features/operator/OperatorEstatesScreen';

/** /operator: the operator console's estates (desktop, no tab bar). */
export const Route = createFileRoute('/_app/operator/')({ component: OperatorEstatesScreen });
