import { createFileRoute } from '@tanstack/react-router';
import { DynamicIFrameScreen } from '../features/content/DynamicIFrameScreen';

export const Route = createFileRoute('/DynamicIFrame')({
  validateSearch: (search: Record<string, unknown>): { url: string; heading: string } => ({
    url: typeof search.url === 'string' ? search.url : '',
    heading: typeof search.heading === 'string' ? search.heading : '',
  }),
  component: function DynamicIFrameRoute() {
    const { url, heading } = Route.useSearch();
    return <DynamicIFrameScreen url={url} heading={heading} />;
  },
});
