import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassPoint, directionsUrl, distanceMetres, formatDistance, sketchLayout, sketchWidthMetres } from './geo';

const clubhouse = { latitude: -26.0, longitude: 28.1 };

describe('geo', () => {
  it('measures great-circle distance: one minute of latitude is about 1,853 m', () => {
    expect(distanceMetres(clubhouse, { latitude: -26.0 + 1 / 60, longitude: 28.1 })).toBeCloseTo(1853, -1);
    expect(distanceMetres(clubhouse, clubhouse)).toBe(0);
    // Johannesburg to Cape Town, about 1,260 km.
    expect(distanceMetres({ latitude: -26.2041, longitude: 28.0473 }, { latitude: -33.9249, longitude: 18.4241 }) / 1000).toBeCloseTo(1262, -1);
  });

  it('gives the compass bearing and its nearest point', () => {
    expect(bearingDegrees(clubhouse, { latitude: -25.99, longitude: 28.1 })).toBeCloseTo(0, 5);
    expect(bearingDegrees(clubhouse, { latitude: -26.0, longitude: 28.11 })).toBeCloseTo(90, 1);
    expect(bearingDegrees(clubhouse, { latitude: -26.01, longitude: 28.1 })).toBeCloseTo(180, 5);
    expect(bearingDegrees(clubhouse, { latitude: -26.0, longitude: 28.09 })).toBeCloseTo(270, 1);
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(22)).toBe('N');
    expect(compassPoint(23)).toBe('NE');
    expect(compassPoint(135)).toBe('SE');
    expect(compassPoint(337.4)).toBe('NW');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
  });

  it('writes distances in metres below a kilometre, then kilometres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(44)).toBe('40 m');
    expect(formatDistance(996)).toBe('1.0 km');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(12_600)).toBe('13 km');
  });

  it('hands the driving route to the maps app, with the origin when it is known', () => {
    expect(directionsUrl({ latitude: -26.01, longitude: 28.02 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-26.01,28.02&travelmode=driving');
    expect(directionsUrl({ latitude: -26.01, longitude: 28.02 }, { latitude: -26, longitude: 28.1 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=-26,28.1&destination=-26.01,28.02&travelmode=driving',
    );
  });

  it('lays the sketch out north up, east right, inside its margin, one spot in the middle', () => {
    const north = { latitude: -25.99, longitude: 28.1, id: 'n' };
    const east = { latitude: -26.0, longitude: 28.11, id: 'e' };
    const [a, b, c] = sketchLayout([clubhouse, north, east]);
    expect(b?.y).toBeLessThan(a?.y ?? 0);
    expect(c?.x).toBeGreaterThan(a?.x ?? 0);
    for (const p of [a, b, c]) {
      expect(p?.x).toBeGreaterThanOrEqual(0.12 - 1e-9);
      expect(p?.x).toBeLessThanOrEqual(0.88 + 1e-9);
      expect(p?.y).toBeGreaterThanOrEqual(0.12 - 1e-9);
      expect(p?.y).toBeLessThanOrEqual(0.88 + 1e-9);
    }
    expect(sketchLayout([clubhouse])).toEqual([{ item: clubhouse, x: 0.5, y: 0.5 }]);
    expect(sketchLayout([])).toEqual([]);
    expect(sketchWidthMetres([clubhouse])).toBe(0);
    expect(sketchWidthMetres([clubhouse, north])).toBeCloseTo(1112 / 0.76, -1);
  });
});
