import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ContentScreen, type ContentEditors } from '../../features/content/ContentScreen';
import { contentSearch, type ContentSearch } from '../../features/content/content-sections';
import { ContentContacts } from '../../features/directory/ContentContacts';
import { ContentDirectory } from '../../features/directory/ContentDirectory';
import { ContentDocuments } from '../../features/documents/ContentDocuments';
import { ContentNewsletters } from '../../features/documents/ContentNewsletters';
import { ContentEvents } from '../../features/events/ContentEvents';
import { ContentListings } from '../../features/listings/ContentListings';
import { ConsoleFrame, ConsoleGroupPage } from '../../features/manager/ManagerScreen';
import { ContentPlaces } from '../../features/places/ContentPlaces';
import { CONSOLE_SECTIONS } from './-console-sections';

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

/** /manager/content: the console's Content group, the content editors a tab per section (?section=), then the group's other sections. */
export const Route = createFileRoute('/_app/manager/content')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => contentSearch(search),
  component: function ManagerContentRoute() {
    const { section } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <div className="content-page">
        <ConsoleFrame>
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
        <ConsoleGroupPage group="content" sections={CONSOLE_SECTIONS} skipRoute="/manager/content" />
      </div>
    );
  },
});
