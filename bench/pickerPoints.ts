// 10,000 synthetic Packeta points across real Czech towns and postcodes, in the compact list the
// PWA keeps (GET /api/pickup-points/packeta.json): what the picker bench searches.
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupPointJson } from '../contract/delivery';

const TOWNS: [city: string, zip: string, lat: number, lon: number][] = [
  ['Praha', '110 00', 50.0755, 14.4378],
  ['Brno', '602 00', 49.1951, 16.6068],
  ['Ostrava', '702 00', 49.8209, 18.2625],
  ['Plzeň', '301 00', 49.7384, 13.3736],
  ['Liberec', '460 01', 50.7663, 15.0543],
  ['Olomouc', '779 00', 49.5938, 17.2509],
  ['České Budějovice', '370 01', 48.9745, 14.4743],
  ['Hradec Králové', '500 02', 50.2104, 15.8252],
  ['Ústí nad Labem', '400 01', 50.6607, 14.0323],
  ['Pardubice', '530 02', 50.0343, 15.7812],
  ['Zlín', '760 01', 49.2265, 17.6707],
  ['Havířov', '736 01', 49.7798, 18.4369],
  ['Kladno', '272 01', 50.1473, 14.1029],
  ['Most', '434 01', 50.503, 13.6362],
  ['Opava', '746 01', 49.9387, 17.9026],
  ['Frýdek-Místek', '738 01', 49.6881, 18.3536],
  ['Karviná', '733 01', 49.8541, 18.5417],
  ['Jihlava', '586 01', 49.3961, 15.5912],
  ['Teplice', '415 01', 50.6404, 13.8245],
  ['Děčín', '405 02', 50.7822, 14.2148],
  ['Karlovy Vary', '360 01', 50.2319, 12.8713],
  ['Chomutov', '430 01', 50.4605, 13.4178],
  ['Jablonec nad Nisou', '466 01', 50.7243, 15.1711],
  ['Mladá Boleslav', '293 01', 50.4113, 14.9032],
  ['Prostějov', '796 01', 49.4719, 17.1118],
  ['Přerov', '750 02', 49.4551, 17.4509],
  ['Česká Lípa', '470 01', 50.6856, 14.5376],
  ['Třebíč', '674 01', 49.2149, 15.8817],
  ['Třinec', '739 61', 49.6776, 18.6708],
  ['Tábor', '390 01', 49.4144, 14.6578],
  ['Znojmo', '669 02', 48.8555, 16.0488],
  ['Příbram', '261 01', 49.6899, 14.0104],
  ['Cheb', '350 02', 50.0796, 12.3739],
  ['Kolín', '280 02', 50.0281, 15.2006],
  ['Trutnov', '541 01', 50.561, 15.9127],
  ['Písek', '397 01', 49.3088, 14.1475],
  ['Kroměříž', '767 01', 49.2979, 17.3931],
  ['Šumperk', '787 01', 49.9653, 16.9706],
  ['Vsetín', '755 01', 49.339, 17.9962],
  ['Uherské Hradiště', '686 01', 49.0698, 17.4597],
];
const STREETS = [
  'Náměstí Míru',
  'Nádražní',
  'Husova',
  'Palackého',
  'Masarykova',
  'Žižkova',
  'Komenského',
  'Smetanova',
  'Školní',
  'Zahradní',
  'Lidická',
  'Tyršova',
];
const KINDS = ['Trafika', 'Papírnictví', 'Drogerie', 'Květinářství', 'Potraviny', 'Knihkupectví', 'Večerka', 'Lékárna'];
const HOURS = ['08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '09:00–12:00', 'zavřeno'];
const BOX_HOURS = Array<string>(7).fill('00:00–24:00');

export function pickupPointList(count: number): CompactPointListJson {
  const points: PickupPointJson[] = Array.from({ length: count }, (_, i) => {
    const [city, zip, lat, lon] = TOWNS[i % TOWNS.length]!;
    const box = i % 4 === 0;
    const street = `${STREETS[i % STREETS.length]} ${(i % 97) + 1}`;
    return {
      id: String(10_000 + i),
      carrier: 'packeta',
      kind: box ? 'box' : 'point',
      name: box ? `Z-BOX ${city}, ${street}` : `${KINDS[i % KINDS.length]} ${city} ${Math.floor(i / TOWNS.length) + 1}`,
      street,
      city,
      zip,
      lat: lat + ((i * 7919) % 1000) / 20_000,
      lon: lon + ((i * 104_729) % 1000) / 20_000,
      openingHours: box ? BOX_HOURS : HOURS,
      wheelchair: i % 3 === 0,
      cardPayment: i % 2 === 0,
      maxWeightKg: box ? 15 : 10,
      maxSizeCm: box ? [61, 37, 40] : null,
    };
  });
  return {
    carrier: 'packeta',
    updatedAt: new Date(0).toISOString(),
    columns: COMPACT_POINT_COLUMNS,
    rows: points.map((point) => COMPACT_POINT_COLUMNS.map((column) => point[column])),
  };
}
