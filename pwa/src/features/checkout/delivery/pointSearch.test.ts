import { describe, expect, it } from 'vitest';
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupPointJson } from '@contract/delivery';
import { distanceKm, indexPoints, pointsOfList, searchPoints } from './pointSearch';

const point = (id: string, name: string, street: string, city: string, zip: string, lat = 50, lon = 15): PickupPointJson => ({
  id,
  carrier: 'packeta',
  kind: 'point',
  name,
  street,
  city,
  zip,
  lat,
  lon,
  openingHours: [],
  wheelchair: false,
  cardPayment: false,
  maxWeightKg: null,
  maxSizeCm: null,
});

const POINTS = [
  point('1', 'Trafika U Nádraží', 'Nádražní 5', 'Třebíč', '674 01', 49.215, 15.881),
  point('2', 'Knihkupectví Čtenář', 'Vodičkova 30', 'Praha', '110 00', 50.081, 14.425),
  point('3', 'Z-BOX Třebíčská', 'Třebíčská 12', 'Jihlava', '586 01', 49.396, 15.591),
  point('4', 'Papírnictví Šárka', 'Husova 8', 'Brno', '602 00', 49.195, 16.608),
];
const index = indexPoints(POINTS);
const ids = (query: string, near?: { lat: number; lon: number }) => searchPoints(index, query, 10, near).points.map((p) => p.id);

describe('searchPoints', () => {
  it('finds a town whatever the case and diacritics, the town itself before a street of its name', () => {
    expect(ids('trebic')).toEqual(['1', '3']);
    expect(ids('TŘEBÍČ')).toEqual(['1', '3']);
  });

  it('finds a postcode with or without its space', () => {
    expect(ids('67401')).toEqual(['1']);
    expect(ids('674 01')).toEqual(['1']);
  });

  it('finds a street and a name, every word anywhere in the point', () => {
    expect(ids('vodickova')).toEqual(['2']);
    expect(ids('sarka brno')).toEqual(['4']);
    expect(ids('sarka praha')).toEqual([]);
  });

  it('matches nothing for an empty query, and everything nearest first when the customer is located', () => {
    expect(ids('  ')).toEqual([]);
    const nearBrno = searchPoints(index, '', 2, { lat: 49.2, lon: 16.6 });
    expect(nearBrno.points.map((p) => p.id)).toEqual(['4', '1']);
    expect(nearBrno.total).toBe(4);
    expect(nearBrno.points[0]!.distanceKm).toBeLessThan(1);
  });

  it('answers the first `limit` matches and how many match in all', () => {
    const many = indexPoints(Array.from({ length: 120 }, (_, i) => point(String(i), `Výdejna ${i}`, 'Hlavní 1', 'Ostrava', '702 00')));
    const found = searchPoints(many, 'ostrava', 50);
    expect(found.points).toHaveLength(50);
    expect(found.total).toBe(120);
  });
});

describe('pointsOfList', () => {
  it('reads the compact rows by the contract column order', () => {
    const list: CompactPointListJson = {
      carrier: 'balikovna',
      updatedAt: '2026-11-27T03:00:00.000Z',
      columns: COMPACT_POINT_COLUMNS,
      rows: [POINTS.map((p) => ({ ...p, carrier: 'balikovna' as const }))[1]!].map((p) => COMPACT_POINT_COLUMNS.map((column) => p[column])),
    };
    expect(pointsOfList(list)).toEqual([{ ...POINTS[1], carrier: 'balikovna' }]);
  });
});

describe('distanceKm', () => {
  it('measures Praha to Brno as about 185 km', () => {
    expect(distanceKm({ lat: 50.0755, lon: 14.4378 }, { lat: 49.1951, lon: 16.6068 })).toBeCloseTo(185, -1);
  });
});
