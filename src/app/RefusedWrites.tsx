import type { MutationName, SyncedTable } from '../contract/registry';
import { t } from '../i18n';
import { useRefusedWrites } from '../sync/hooks';
import { dismissRefusedWrite } from '../sync/outbox';
import { Button } from '../ui/Button';
import '../i18n/areas/letting';

/**
 * The writes of `names` to `table` the server refused after they were queued (their rows were
 * rolled back), each with the server's message until the person dismisses it.
 */
export function RefusedWrites({ table, names }: { table: SyncedTable; names: readonly MutationName[] }) {
  const refused = useRefusedWrites(table).filter((entry) => (names as readonly string[]).includes(entry.name));
  if (refused.length === 0) return null;
  return (
    <div data-testid="refused-writes">
      {refused.map((entry) => (
        <div key={entry.id} className="notice notice-error" role="alert">
          <p>{entry.error || t('letting.refusedFallback')}</p>
          <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
            {t('letting.dismiss')}
          </Button>
        </div>
      ))}
    </div>
  );
}
