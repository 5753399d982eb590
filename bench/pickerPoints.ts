// `count` Packeta points (three in four staffed, one in four Z-BOXes) from the demo's sample export
// (dev/pickupPointSample.ts), read as the server reads the export, in the compact list the PWA keeps
// (GET /api/pickup-points/packeta.json): what the picker bench searches.
import { COMPACT_POINT_COLUMNS, type CompactPointListJson } from '../contract/delivery';
import { type ExportedPoint, packetaPoint } from '../api/src/delivery/carrierExports';
import { packetaExport } from '../dev/pickupPointSample';

const pointsOf = (kind: 'point' | 'box', count: number) =>
  packetaExport(kind, count)
    .data.map((record) => packetaPoint(record, kind))
    .filter((point): point is ExportedPoint => point !== undefined);

export function pickupPointList(count: number): CompactPointListJson {
  const boxes = Math.floor(count / 4);
  return {
    carrier: 'packeta',
    updatedAt: new Date(0).toISOString(),
    columns: COMPACT_POINT_COLUMNS,
    rows: [...pointsOf('point', count - boxes), ...pointsOf('box', boxes)].map((point) => COMPACT_POINT_COLUMNS.map((column) => point[column])),
  };
}
