import { useEffect, useState } from 'react';
import { fromWireEstate, type EstateListItem, type WireEstate } from '../../contract/records';
import { API } from '../../contract/api-paths';
import { usePublicConfig } from '../../sync/public-config';
import { apiFetch, OfflineError } from '../../sync/transport';

export type EstateOption = EstateListItem;
type Load<T> = { data: T | undefined; error: 'offline' | 'failed' | null };

/** Online-only: the estates a person may sign up for (GET lookupapi/Estates). */
export function useSignUpEstates(): Load<EstateOption[]> {
  const [state, setState] = useState<Load<EstateOption[]>>({ data: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ details: WireEstate[] }>(API.estates, { auth: false, signal: controller.signal })
      .then((body) => setState({ data: body.details.map(fromWireEstate).sort((a, b) => a.estateName.localeCompare(b.estateName)), error: null }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: [], error: err instanceof OfflineError ? 'offline' : 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/** Password minimum length from the public config (default 6, spec 1 section 9). */
export function usePasswordMinLength(): number {
  const value = usePublicConfig()?.passwordMinLength;
  return typeof value === 'number' && value > 0 ? value : 6;
}
