import { createFileRoute } from '@tanstack/react-router';
import { LetterDetailsScreen } from '../../features/letting/LetterDetailsScreen';
import { idSearch, type IdSearch } from '../../features/letting/letting-search';

/** /verifiedLetterDetails: one letter, with Remove and Change Dates. */
export const Route = createFileRoute('/_app/verifiedLetterDetails')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function LetterDetailsRoute() {
    const { id } = Route.useSearch();
    return <LetterDetailsScreen key={id} id={id} verified={true} />;
  },
});
