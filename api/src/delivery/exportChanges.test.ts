// What an export changes in the current list, as the export's worker finds it: unchanged points
// dropped, new and changed ones in batches, the first listing of a point listed twice, and the open
// points the export no longer lists.
import { describe, expect, it } from 'vitest';
import type { ExportedPoint } from './carrierExports';
import { changedRows, comparable, pointRow } from './exportChanges';

const point = (id: string, name = `Výdejní místo ${id}`): ExportedPoint => ({
  id,
  carrier: 'packeta',
  kind: 'point',
  name,
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  lat: 50.0755,
  lon: 14.4378,
  openingHours: ['8:00–18:00', '8:00–18:00', '8:00–18:00', '8:00–18:00', '8:00–18:00', 'zavřeno', 'zavřeno'],
  wheelchair: true,
  cardPayment: false,
  maxWeightKg: null,
  maxSizeCm: null,
});

async function* listed(points: ExportedPoint[]) {
  yield* points;
}

/** The batches and the summary of comparing `exported` with the open points `current`. */
async function compare(exported: ExportedPoint[], current: ExportedPoint[], rowsPerBatch = 2) {
  const changes = changedRows(listed(exported), new Map(current.map((p) => [p.id, comparable(pointRow(p))])), rowsPerBatch);
  const batches: string[][] = [];
  for (let next = await changes.next(); ; next = await changes.next()) {
    if (next.done) return { batches, summary: next.value };
    batches.push(next.value.map((row) => `${row.id} ${row.name}`));
  }
}

describe('changedRows', () => {
  it('drops the points listed as they are, and answers new and changed ones in batches', async () => {
    const current = ['1', '2', '3', '4'].map((id) => point(id));
    const exported = [point('1'), point('2', 'Trafika U Nádraží'), point('3'), point('4'), point('5'), point('6')];
    expect(await compare(exported, current)).toEqual({
      batches: [['2 Trafika U Nádraží', '5 Výdejní místo 5'], ['6 Výdejní místo 6']],
      summary: { listed: 6, missing: [] },
    });
  });

  it('keeps the first listing of a point listed twice, and counts it once', async () => {
    const exported = [point('1', 'První'), point('2'), point('1', 'Druhé')];
    expect(await compare(exported, [point('2')])).toEqual({ batches: [['1 První']], summary: { listed: 2, missing: [] } });
  });

  it('answers the open points the export no longer lists', async () => {
    const current = ['1', '2', '3'].map((id) => point(id));
    expect(await compare([point('2')], current)).toEqual({ batches: [], summary: { listed: 1, missing: ['1', '3'] } });
  });

  it('tells a change in any column, also one only the search text shows', async () => {
    const changed = [
      { ...point('1'), wheelchair: false },
      { ...point('2'), lat: 50.0756 },
      { ...point('3'), maxSizeCm: [30, 40, 50] as [number, number, number] },
    ];
    const moved = { ...point('4'), zip: '110 01' };
    const { batches } = await compare(
      [...changed, moved],
      ['1', '2', '3', '4'].map((id) => point(id)),
      10,
    );
    expect(batches).toEqual([['1 Výdejní místo 1', '2 Výdejní místo 2', '3 Výdejní místo 3', '4 Výdejní místo 4']]);
  });
});
