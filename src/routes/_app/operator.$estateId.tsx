import { createFileRoute } from '@tanstack/react-router';
import { OperatorEstateScreen } from '../../features/operator/OperatorEstateScreen';

/** /operator/{estateId}: an estate's settings, Archive/Restore and the panels other areas add. */
export const Route = createFileRoute('/_app/operator/$estateId')({
  component: function OperatorEstateRoute() {
    const { estateId } = Route.useParams();
    return <OperatorEstateScreen key={estateId} estateId={/^\d{1,9}$/.test(estateId) ? Number(estateId) : -1} />;
  },
});
