import { createFileRoute } from '@tanstack/react-router';
import { ProviderTilesScreen } from '../../features/listings/ProviderTilesScreen';

/** /Foods (Restaurant, spec 3). */
export const Route = createFileRoute('/_app/Foods')({ component: () => <ProviderTilesScreen location="Foods" /> });
