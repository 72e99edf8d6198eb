import { createFileRoute } from '@tanstack/react-router';
import { ProviderTilesScreen } from '../../features/listings/ProviderTilesScreen';

/** /TrainingScience (spec 3). */
export const Route = createFileRoute('/_app/TrainingScience')({ component: () => <ProviderTilesScreen location="trainingscience" /> });
