import { createFileRoute } from '@tanstack/react-router';
import { PartnerScreen } from '../../features/partners/PartnerScreen';
import { t } from '../../i18n';
import '../../i18n/areas/partners';

/** Spec 1's /olivesandplates: the estate's partner page (README 'Deliberate departures'). */
export const Route = createFileRoute('/_app/olivesandplates')({
  component: function PartnerRoute() {
    return <PartnerScreen path="/olivesandplates" fallbackTitle={t('partners.olivesAndPlates')} />;
  },
});
