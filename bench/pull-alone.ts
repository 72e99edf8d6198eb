// The pull section of `npm run bench` alone, printed and not written to docs/benchmarks.md (to
// measure a change to the pull path without the browser sections):
//   node --import tsx bench/pull-alone.ts [sqlite|postgres|both]   (default both)
import { startServer } from '../e2e/harness';
import { ratioText } from './measure';
import { pullFigures, pullFiguresOnPostgres } from './pull';
import type { Compare } from './measure';

const which = process.argv[2] ?? 'both';
const compare: Compare = (c) => console.log(`${c.name}: ${c.value} | limit ${c.limit} | ${ratioText(c.ratio)}`);
if (which !== 'postgres') {
  const server = await startServer({ SEED_DEMO: 'true' });
  try {
    await pullFigures(server, compare);
  } finally {
    await server.stop();
  }
}
if (which !== 'sqlite') await pullFiguresOnPostgres(compare);
