import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupPointJson } from '@contract/delivery';
import { distanceKm, indexList, indexPoints, pointSearch, pointsOfList, SHOWN_POINTS } from './pointSearch';

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
const ids = (query: string, near?: { lat: number; lon: number }) => pointSearch(index)(query, near).points.map((p) => p.id);

describe('pointSearch', () => {
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
    const nearBrno = pointSearch(index)('', { lat: 49.2, lon: 16.6 }).points;
    expect(nearBrno.map((p) => p.id)).toEqual(['4', '1', '3', '2']);
    expect(nearBrno[0]!.distanceKm).toBeLessThan(1);
  });

  it('answers the first matches to draw and how many match in all, the town first also beyond the first matches', () => {
    const named = Array.from({ length: 120 }, (_, i) => point(`s${i}`, `Pobočka Ostrava ${i}`, 'Hlavní 1', 'Opava', '746 01'));
    const town = Array.from({ length: 1200 }, (_, i) => point(`t${i}`, `Výdejna ${i}`, 'Hlavní 1', 'Ostrava', '702 00'));
    const found = pointSearch(indexPoints([...named, ...town]))('ostrava');
    expect(found.total).toBe(1320);
    expect(found.points.map((p) => p.id)).toEqual(town.slice(0, SHOWN_POINTS).map((p) => p.id));
    const nearest = pointSearch(indexPoints(town))('', { lat: 50, lon: 15 });
    expect([nearest.total, nearest.points.length]).toEqual([1200, SHOWN_POINTS]);
  });

  // The letters' bits pass points over and answer a one-letter query alone: the matches are still those a comparison of the strings finds.
  it('matches the points whose text holds every word of the query, one letter, digits or several words', () => {
    const holding = (query: string) => index.filter((entry) => query.split(' ').every((word) => entry.text.includes(word))).map((entry) => entry.point.id);
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'r', 'z', 'k', 'x', '6', '0', '-'), minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 2 }), (words) => {
        const query = words.join(' ');
        expect(
          pointSearch(index)(query)
            .points.map((p) => p.id)
            .sort(),
        ).toEqual(holding(query).sort());
      }),
    );
  });

  // Each keystroke searches the matches of the text before it: the answers are a fresh search's, whatever was typed before.
  it('answers each text as a fresh search would, whatever was typed, deleted or replaced before it', () => {
    const many = indexPoints(
      Array.from({ length: 300 }, (_, i) =>
        point(
          String(i),
          `Výdejna ${i % 7}`,
          `${['Husova', 'Nádražní', 'Tyršova'][i % 3]} ${i}`,
          ['Brno', 'Bruntál', 'Beroun', 'Praha'][i % 4]!,
          `${600 + (i % 5)} 00`,
        ),
      ),
    );
    const text = fc.string({ unit: fc.constantFrom('b', 'r', 'n', 'o', 'u', ' ', '6', '0', 'á', 'H', 'y'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 12 }), (texts) => {
        const search = pointSearch(many);
        for (const typed of texts) {
          // Typed a key at a time, then the next text replaces it.
          for (let end = 1; end <= typed.length; end++) expect(search(typed.slice(0, end))).toEqual(pointSearch(many)(typed.slice(0, end)));
        }
      }),
    );
  });
});

const compact = (points: PickupPointJson[]): CompactPointListJson => ({
  carrier: 'balikovna',
  updatedAt: '2026-11-27T03:00:00.000Z',
  columns: COMPACT_POINT_COLUMNS,
  rows: points.map((p) => COMPACT_POINT_COLUMNS.map((column) => p[column])),
});

describe('pointsOfList', () => {
  it('reads the compact rows by the contract column order', () => {
    expect(pointsOfList(compact([POINTS[1]!]))).toEqual([{ ...POINTS[1], carrier: 'balikovna' }]);
  });
});

describe('indexList', () => {
  const many = Array.from({ length: 1234 }, (_, i) => point(String(i), `Výdejna ${i}`, 'Hlavní 1', 'Třebíč', '674 01'));

  it('folds every row of the list, a slice at a time', async () => {
    const folded = await indexList(compact(many), new AbortController().signal);
    expect(folded).toHaveLength(1234);
    expect(folded[1233]).toMatchObject({ point: { ...many[1233], carrier: 'balikovna' }, text: 'vydejna 1233 hlavni 1 trebic 674 01 67401', city: 'trebic' });
  });

  it('stops when the list it folds is no longer wanted', async () => {
    const wanted = new AbortController();
    const folding = indexList(compact(many), wanted.signal);
    wanted.abort(new Error('a newer list'));
    await expect(folding).rejects.toThrow('a newer list');
  });
});

describe('distanceKm', () => {
  it('measures Praha to Brno as about 185 km', () => {
    expect(distanceKm({ lat: 50.0755, lon: 14.4378 }, { lat: 49.1951, lon: 16.6068 })).toBeCloseTo(185, -1);
  });
});
