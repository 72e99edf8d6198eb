import { createFileRoute } from '@tanstack/react-router';
import { PoiScreen } from '../../features/places/PoiScreen';

/** /poi: the estate's points of interest on its map (spec 3 'Points of interest'). */
export const Route = createFileRoute('/_app/poi')({ component: PoiScreen });
