import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PeopleConfigArgsSchema } from '../../src/contract/people';
import { DEFAULT_PEOPLE_CONFIG, DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';

describe('the people configuration a new estate and the demo estates start with', () => {
  it.each([
    ['default', DEFAULT_PEOPLE_CONFIG],
    ['Willow Creek (91)', DEMO_PEOPLE_CONFIG[91]],
    ['Baobab Ridge (92)', DEMO_PEOPLE_CONFIG[92]],
  ])('%s parses with the contract and keeps associate type ids unique', (_name, config) => {
    expect(() => v.parse(PeopleConfigArgsSchema, config)).not.toThrow();
    const ids = (config?.associateTypes ?? []).flatMap((group) => group.relationships.map((r) => r.associateTypeId));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const zoneIds = (config?.accessZones ?? []).map((zone) => zone.id);
    expect(new Set(zoneIds).size).toBe(zoneIds.length);
  });

  it('has the spec defaults: document types, day options, months ahead, limits', () => {
    expect(DEFAULT_PEOPLE_CONFIG.documentTypes.map((d) => [d.DocumentTypeId, d.DocumentType, d.needsBack])).toEqual([
      [1, 'Drivers License', true],
      [2, 'Smart ID Card', true],
      [3, 'Green Bar-coded ID Book', false],
      [4, 'Passport', false],
      [5, 'Foreign Passport', false],
    ]);
    expect(DEFAULT_PEOPLE_CONFIG.visitorSettings.accessDayOptions.map((o) => o.value)).toEqual([0, 1, 99, 7]);
    expect([DEFAULT_PEOPLE_CONFIG.visitorSettings.customDayMax, DEFAULT_PEOPLE_CONFIG.visitorSettings.lettingCustomDayMax]).toEqual([1, 3]);
    expect(DEFAULT_PEOPLE_CONFIG.limits).toEqual({ associatesPerUnit: 5, visitorsPerDay: 10, guestsPerLettingUnit: 6, retentionDays: 30 });
    expect(DEMO_PEOPLE_CONFIG[91]?.accessZones.filter((z) => z.allowContDelivery).map((z) => z.accessZoneName)).toEqual(['Main Gate', 'Main Gate', 'Main Gate']);
  });
});
