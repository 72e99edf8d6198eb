import { createFileRoute } from '@tanstack/react-router';
import { SandboxCardPage } from '../features/sandbox/SandboxCardPage';

/** The built-in PayWeb3 sandbox's card page: public (the gateway's page, outside the signed-in layout), framed by the app. */
export const Route = createFileRoute('/sandbox/paygate/pay')({
  validateSearch: (search: Record<string, unknown>): { PAY_REQUEST_ID: string } => ({
    PAY_REQUEST_ID: typeof search.PAY_REQUEST_ID === 'string' ? search.PAY_REQUEST_ID : '',
  }),
  component: function SandboxCardRoute() {
    const { PAY_REQUEST_ID } = Route.useSearch();
    return <SandboxCardPage key={PAY_REQUEST_ID} payRequestId={PAY_REQUEST_ID} />;
  },
});
