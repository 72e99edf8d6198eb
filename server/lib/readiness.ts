/** One part of the server that /readyz asks about: true while it can do its work. */
export type ReadinessCheck = () => boolean;

/**
 * The parts /readyz asks about besides the database and the migrations (which the health module
 * checks itself): a part that holds a connection of its own adds its check when it starts (the
 * sync listener on PostgreSQL, server/sync/events.ts).
 */
export type Readiness = {
  add(name: string, check: ReadinessCheck): void;
  /** Each part's answer, by name, in the order they were added. */
  read(): Record<string, boolean>;
};

export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add(name, check) {
      if (checks.has(name)) throw new Error(`readiness check ${name} is added twice`);
      checks.set(name, check);
    },
    read: () => Object.fromEntries([...checks].map(([name, check]) => [name, check()])),
  };
}
