import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import type { GateLogEntry } from '../contract/gate';
import { GATE_HISTORY_API, GateHistorySearchSchema, type GateHistoryPage, type GateHistorySearch, type PassRecord } from '../contract/gate-history';
import { t } from '../i18n';
import { onlineCall } from '../sync/online-call';
import '../i18n/areas/gate-history';

/**
 * The gate history search (issue 28) as the guard console and the manager console's visitor log
 * call it: the devices hold the last GATE_HISTORY_DAYS of the gate, older records are searched on
 * the server, online only. Each screen shows the rows in its own list's style.
 */

/** What a search shows: nothing yet, in progress, offline, refused, or the rows found so far. */
export type GateHistoryState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'found';
      decisions: GateLogEntry[];
      passes: PassRecord[];
      search: GateHistorySearch;
      next: GateHistoryPage['next'];
      loadingMore: boolean;
      /** The next page did not come: 'offline', or the server's message. */
      problem?: string | undefined;
    };

/** The form's values: what, words, an estate date range ('' open). */
export type GateHistoryForm = Pick<GateHistorySearch, 'kind' | 'text' | 'from' | 'to'>;

/** One page from the server: the rows, or why not ('offline' without a connection: nothing is searched). */
export async function searchGateHistory(
  search: GateHistorySearch,
): Promise<{ kind: 'ok'; page: GateHistoryPage } | { kind: 'offline' } | { kind: 'failed'; message: string }> {
  const parsed = v.safeParse(GateHistorySearchSchema, search);
  if (!parsed.success) return { kind: 'failed', message: parsed.issues[0]?.message ?? t('gateHistory.failed') };
  const answer = await onlineCall<{ details: GateHistoryPage[] }>(GATE_HISTORY_API.search, { method: 'POST', body: parsed.output });
  if (answer.kind === 'offline') return answer;
  if (answer.kind === 'failed') return { kind: 'failed', message: answer.message || t('gateHistory.failed') };
  const page = answer.body.details[0];
  return page ? { kind: 'ok', page } : { kind: 'failed', message: t('gateHistory.failed') };
}

/** The search's state, a new search (`search`) and the next page of the current one (`more`). */
export function useGateHistorySearch(estateId: number) {
  const [state, setState] = useState<GateHistoryState>({ kind: 'idle' });
  // Answers of an earlier search that arrive late are dropped.
  const current = useRef(0);

  const search = useCallback(
    async (form: GateHistoryForm) => {
      const ticket = ++current.current;
      const request: GateHistorySearch = { estateId, ...form };
      setState({ kind: 'searching' });
      const answer = await searchGateHistory(request);
      if (ticket !== current.current) return;
      if (answer.kind !== 'ok') {
        setState(answer);
        return;
      }
      const { page } = answer;
      setState({
        kind: 'found',
        decisions: page.kind === 'decisions' ? page.rows : [],
        passes: page.kind === 'passes' ? page.rows : [],
        search: request,
        next: page.next,
        loadingMore: false,
      });
    },
    [estateId],
  );

  const more = useCallback(async () => {
    if (state.kind !== 'found' || !state.next || state.loadingMore) return;
    const ticket = current.current;
    const shown = state;
    setState({ ...shown, loadingMore: true });
    const answer = await searchGateHistory({ ...shown.search, before: shown.next ?? undefined });
    if (ticket !== current.current) return;
    if (answer.kind !== 'ok') {
      setState({ ...shown, loadingMore: false, problem: answer.kind === 'offline' ? 'offline' : answer.message });
      return;
    }
    const { page } = answer;
    setState({
      ...shown,
      problem: undefined,
      decisions: page.kind === 'decisions' ? [...shown.decisions, ...page.rows] : shown.decisions,
      passes: page.kind === 'passes' ? [...shown.passes, ...page.rows] : shown.passes,
      next: page.next,
      loadingMore: false,
    });
  }, [state]);

  return { state, search, more };
}
