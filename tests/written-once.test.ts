import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir`, as repo paths. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

describe('written once', () => {
  it('no feature reads the outbox itself: what became of a write comes from src/sync/hooks.ts', () => {
    const readers = filesUnder('src/features').filter((file) => /\bdb\.outbox\b/.test(fs.readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});

describe('the person form', () => {
  it('is drawn by src/ui/PersonForm.tsx only: no feature writes the guardian or address inputs itself', () => {
    const copies = filesUnder('src/features').filter((file) => /name="(guardianFirstName|street1)"/.test(fs.readFileSync(file, 'utf8')));
    expect(copies).toEqual([]);
  });
});
