import { createFileRoute } from '@tanstack/react-router';
import { ProviderTilesScreen } from '../../features/listings/ProviderTilesScreen';

/** /lifestyle (Lifestyle Centre, spec 3). */
export const Route = createFileRoute('/_app/lifestyle')({ component: () => <ProviderTilesScreen location="lifestylecenter" /> });
