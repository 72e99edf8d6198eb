import { defineConfig } from 'vitest/config';

// Node 20 has no Map.groupBy, which vitest 5's reporter calls when it prints a failure (the run
// then crashes instead of reporting). The config loads in vitest's main process, so this covers it.
const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof MapWithGroupBy.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'workers/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: true,
  },
});
