import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ContentScreen, type ContentEditors } from '../../features/content/ContentScreen';
import { contentSearch, type ContentSearch } from '../../features/content/content-sections';
import { ContentContacts } from '../../features/directory/ContentContacts';
import { ContentDirectory } from '../../features/directory/ContentDirectory';
import { ContentDocuments } from '../../features/documents/ContentDocuments';
import { ContentNewsletters } from '../../features/documents/ContentNewsletters';
import { ContentEvents } from '../../features/events/ContentEvents';
import { ContentListings } from '../../features/listings/ContentListings';
import { ConsoleFrame } from '../../features/manager/ManagerScreen';
import { ContentPlaces } from '../../features/places/ContentPlaces';
import { t } from '../../i18n';

/** The content editors, each kept by the area that shows that content to residents. */
const EDITORS: ContentEditors = {
  events: ContentEvents,
  newsletters: ContentNewsletters,
  documents: ContentDocuments,
  directory: ContentDirectory,
  contacts: ContentContacts,
  places: ContentPlaces,
  listings: ContentListings,
};

/** /manager/content: the estate manager's content editors, a tab per section (?section=), in the console's frame. */
export const Route = createFileRoute('/_app/manager/content')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => contentSearch(search),
  component: function ManagerContentRoute() {
    const { section } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <ConsoleFrame title={t('managerContent.title')} onBack={() => void navigate({ to: '/manager' })} pageClass="content-page">
        {({ estateId, online }) => (
          <ContentScreen
            estateId={estateId}
            online={online}
            editors={EDITORS}
            section={section ?? 'events'}
            onSection={(next) => void navigate({ to: '/manager/content', search: { section: next }, replace: true })}
          />
        )}
      </ConsoleFrame>
    );
  },
});
