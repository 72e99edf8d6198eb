import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../contract/content';
import { directoryServices } from './places';
import { matchesWords, normalise, searchDirectory, searchTiles, TILE_KEYWORDS } from './search';

/** The demo estates' home tiles as server/modules/estates/default-tiles.ts declares them (title, subtitle, path). */
const tile = (tileDisplayTitle: string, navigatePath: string, tileDescription: string) => ({ tileDisplayTitle, navigatePath, tileDescription });
const TILES = [
  tile('Access Control', '/access', 'Your gate QR code'),
  tile('My Info', '/PersonalInformation', 'Your personal information'),
  tile('Facilities', '/bookings', 'Book estate facilities'),
  tile('Events', '/events', 'What is happening on the estate'),
  tile('Directory', '/directory', 'Useful numbers'),
  tile('Maintenance', '/snags', 'Report a maintenance issue'),
  tile('Associates', '/associates', 'Domestic workers and service providers'),
  tile('Visitors', '/visitorUnits', 'Invite visitors and deliveries'),
  tile('Lagoon', '/lagoon', 'Book the lagoon, bring visitors'),
  tile('Levies', '/accounttypes', 'Levy bills and card payments'),
  tile('Documents', '/documents', "Rules, minutes and your unit's documents"),
  tile('Restaurant', '/Foods', "The bistro's menu"),
  tile('Training', '/TrainingScience', 'Fitness classes online'),
];
const titles = (query: string) => searchTiles(TILES, query).map((t) => t.tileDisplayTitle);

describe('home search (title, subtitle and the words people use)', () => {
  it('keeps every tile for an empty query', () => {
    expect(searchTiles(TILES, '   ')).toHaveLength(TILES.length);
  });
  it('still matches part of the title, ignoring case', () => {
    expect(titles('EVE')).toEqual(['Events']);
  });
  it('finds the levy statements for "levy", "statement" and "pay"', () => {
    expect(titles('levy')).toEqual(['Levies']);
    expect(titles('statement')).toEqual(['Levies']);
    expect(titles('pay')).toEqual(['Levies']);
  });
  it('finds the gate screens for "gate"', () => {
    expect(titles('gate')).toEqual(['Access Control', 'Visitors']);
  });
  it('finds the directory for a trade', () => {
    expect(titles('plumb')).toEqual(['Directory']);
    expect(titles('Electrician')).toEqual(['Directory']);
  });
  it('reads the subtitle', () => {
    expect(titles('bistro')).toEqual(['Restaurant']);
  });
  it('needs every word of the query, in any order', () => {
    expect(titles('gym fitness')).toEqual(['Training']);
    expect(titles('gate levy')).toEqual([]);
  });
  it('finds nothing for words no tile uses', () => {
    expect(titles('xylophone')).toEqual([]);
  });
  it('has words for every default tile path', () => {
    for (const t of TILES) expect(TILE_KEYWORDS[t.navigatePath]?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('matchesWords', () => {
  it('ignores accents, case and punctuation', () => {
    expect(normalise('  Café-Bistro  ')).toBe('cafe bistro');
    expect(matchesWords(['Café'], 'CAFE')).toBe(true);
    expect(matchesWords(['Buy & Rent'], 'buy rent')).toBe(true);
    expect(matchesWords(['Buy & Rent'], 'sell')).toBe(false);
  });
});

const entry = (id: string, dlevel1Name: string, dlevel2Name: string, dlevel3Name: string, description = ''): DirectoryEntry => ({
  id,
  estateId: 1,
  dlevel1Name,
  dlevel1Icon: '',
  dlevel2Name,
  dlevel2Icon: '',
  dlevel3Name,
  dlevel3Icon: '',
  dlevel3ContactNumber: '011 000 0000',
  description,
  rank: 1,
  updatedAt: 0,
});

describe('directory search over every level', () => {
  const services = directoryServices([
    entry('1', 'Home Services', 'Plumbers', 'Drip Drop Plumbing'),
    entry('2', 'Home Services', 'Electricians', 'Sparks & Co', 'Geysers and plugs'),
    entry('3', 'Medical', 'Doctors', 'Dr Naidoo'),
  ]);
  it('gives every service and nothing else for an empty query (the spec screen)', () => {
    const hits = searchDirectory(services, '');
    expect(hits.services.map((s) => s.name)).toEqual(['Home Services', 'Medical']);
    expect([hits.types, hits.contacts]).toEqual([[], []]);
  });
  it('finds a service type under its service: "plumb" finds Plumbers and the plumbing contact', () => {
    const hits = searchDirectory(services, 'plumb');
    expect(hits.services).toEqual([]);
    expect(hits.types.map((h) => [h.service, h.type.name])).toEqual([['Home Services', 'Plumbers']]);
    expect(hits.contacts.map((c) => c.dlevel3Name)).toEqual(['Drip Drop Plumbing']);
  });
  it("reads a contact's description", () => {
    expect(searchDirectory(services, 'geyser').contacts.map((c) => c.dlevel3Name)).toEqual(['Sparks & Co']);
  });
  it('still finds the top level', () => {
    expect(searchDirectory(services, 'medic').services.map((s) => s.name)).toEqual(['Medical']);
  });
});
