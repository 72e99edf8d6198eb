import { createFileRoute } from '@tanstack/react-router';
import { OperatorEstateScreen } from '../../features/operator/OperatorEstateScreen';

/** /operator/new: a new estate's settings. */
export const Route = createFileRoute('/_app/operator/new')({ component: () => <OperatorEstateScreen estateId="new" /> });
