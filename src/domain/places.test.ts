import { describe, expect, it } from 'vitest';
import type { DirectoryEntry, EstateContact, PointOfInterest } from '../contract/content';
import { activeContacts, directoryServices, mapsSearchUrl, matchesQuery, projectOntoPlan, searchBy, telHref, visiblePoints } from './places';

const SERVER = { estateId: 91, updatedAt: 0 };

function entry(id: string, level1: string, level2: string, level3: string, rank: number, number = '011 000 0000'): DirectoryEntry {
  return {
    id,
    dlevel1Name: level1,
    dlevel1Icon: 'book',
    dlevel2Name: level2,
    dlevel2Icon: '',
    dlevel3Name: level3,
    dlevel3Icon: '',
    dlevel3ContactNumber: number,
    description: '',
    rank,
    ...SERVER,
  };
}

function contact(id: string, kind: EstateContact['kind'], name: string, rank: number, status: EstateContact['status'] = 'ACTIVE'): EstateContact {
  return { id, kind, name, description: '', icon: '', number: '10111', navigatePath: '', rank, status, ...SERVER };
}

function point(id: string, title: string, latitude: number, longitude: number, isEnabled = true): PointOfInterest {
  return { id, title, description: '', geolocation: '', latitude, longitude, image: '', isEnabled, category: '', phone: '', ...SERVER };
}

describe('searches (spec 3 section 5: case-insensitive contains)', () => {
  it('match anywhere in the text, in any case; an empty or blank query matches all', () => {
    expect(matchesQuery('Medical Services', 'DICAL')).toBe(true);
    expect(matchesQuery('Medical Services', 'plumb')).toBe(false);
    expect(matchesQuery('Anything', '  ')).toBe(true);
    expect(searchBy(['Home', 'Medical', 'Emergency'], 'me', (s) => s)).toEqual(['Home', 'Medical', 'Emergency']);
    expect(searchBy(['Home', 'Medical', 'Emergency'], 'em', (s) => s)).toEqual(['Emergency']);
  });
});

describe('the three-level directory', () => {
  const rows = [
    entry('1', 'Medical', 'Doctors', 'Dr B Naidoo', 5),
    entry('2', 'Medical', 'Doctors', 'Dr A Botha', 5),
    entry('3', 'Medical', 'Pharmacies', 'Fourways Pharmacy', 2),
    entry('4', 'Home', 'Plumbers', 'Pipe Masters', 1),
    entry('5', 'Emergency', 'Security', 'Control Room', 1),
    entry('6', 'Home', 'Electricians', 'Sparks', 3),
  ];

  it('groups services (level 1), their types (level 2) and contacts (level 3), each by rank then name', () => {
    const services = directoryServices(rows);
    expect(services.map((s) => [s.name, s.rank, s.types.length])).toEqual([
      ['Emergency', 1, 1],
      ['Home', 1, 2],
      ['Medical', 2, 2],
    ]);
    const medical = services.find((s) => s.name === 'Medical')!;
    expect(medical.types.map((t) => t.name)).toEqual(['Pharmacies', 'Doctors']);
    expect(medical.types[1]!.contacts.map((c) => c.dlevel3Name)).toEqual(['Dr A Botha', 'Dr B Naidoo']);
    expect(services.find((s) => s.name === 'Home')!.types.map((t) => t.name)).toEqual(['Plumbers', 'Electricians']);
  });

  it('is empty without rows', () => {
    expect(directoryServices([])).toEqual([]);
  });
});

describe('emergency and facility contacts', () => {
  it('lists one kind by rank, DELETED hidden', () => {
    const contacts = [
      contact('a', 'emergency', 'Fire', 3),
      contact('b', 'emergency', 'Ambulance', 1),
      contact('c', 'facility', 'Clubhouse', 1),
      contact('d', 'emergency', 'Old number', 0, 'DELETED'),
      contact('e', 'emergency', 'Armed response', 1),
    ];
    expect(activeContacts(contacts, 'emergency').map((c) => c.name)).toEqual(['Ambulance', 'Armed response', 'Fire']);
    expect(activeContacts(contacts, 'facility').map((c) => c.name)).toEqual(['Clubhouse']);
  });

  it('dial the digits of a number as written', () => {
    expect(telHref('011 465 0199')).toBe('tel:0114650199');
    expect(telHref('+27 (11) 465-0199')).toBe('tel:+27114650199');
    expect(telHref('')).toBeUndefined();
    expect(telHref(' + ')).toBeUndefined();
  });
});

describe('points of interest', () => {
  const plan = { north: -26.0, west: 28.0, south: -26.02, east: 28.04 };

  it('lists enabled points whose title contains the query, by title', () => {
    const points = [
      point('1', 'Clubhouse', -26.01, 28.02),
      point('2', 'Main Gate', -26.001, 28.001),
      point('3', 'Old Dam', -26.01, 28.01, false),
      point('4', 'Dog park', -26.015, 28.03),
    ];
    expect(visiblePoints(points, '').map((p) => p.title)).toEqual(['Clubhouse', 'Dog park', 'Main Gate']);
    expect(visiblePoints(points, 'CLUB').map((p) => p.title)).toEqual(['Clubhouse']);
    expect(visiblePoints(points, 'dam')).toEqual([]);
  });

  it('project linearly between the corners: north-west is (0, 0), south-east (1, 1)', () => {
    expect(projectOntoPlan({ latitude: -26.0, longitude: 28.0 }, plan)).toEqual({ x: 0, y: 0 });
    expect(projectOntoPlan({ latitude: -26.02, longitude: 28.04 }, plan)).toEqual({ x: 1, y: 1 });
    const middle = projectOntoPlan({ latitude: -26.01, longitude: 28.01 }, plan)!;
    expect(middle.x).toBeCloseTo(0.25, 9);
    expect(middle.y).toBeCloseTo(0.5, 9);
  });

  it('leave out points outside the plan, and plans whose corners span nothing', () => {
    expect(projectOntoPlan({ latitude: -25.99, longitude: 28.01 }, plan)).toBeUndefined();
    expect(projectOntoPlan({ latitude: -26.01, longitude: 28.05 }, plan)).toBeUndefined();
    expect(projectOntoPlan({ latitude: -26.01, longitude: 27.9 }, plan)).toBeUndefined();
    expect(projectOntoPlan({ latitude: -26.03, longitude: 28.01 }, plan)).toBeUndefined();
    expect(projectOntoPlan({ latitude: -26.0, longitude: 28.0 }, { ...plan, east: plan.west })).toBeUndefined();
  });

  it("open the device's maps app: a search for a name", () => {
    expect(mapsSearchUrl('Clubhouse & Pool')).toBe('https://www.google.com/maps/search/?api=1&query=Clubhouse%20%26%20Pool');
  });
});
