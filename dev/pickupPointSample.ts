// A synthetic but realistic sample of the carriers' point exports, in their own formats (Packeta's
// export v5 JSON, Česká pošta's balikovny.xml), across real Czech towns with their real postcodes
// and positions. Deterministic: the same counts give the same bytes, so tests and benches can name
// points by id. Made in memory when the stand-in starts (dev/carrierExports.ts), so no data file
// is kept in git; `npm run generate:pickup-points` writes the same files for a look.

/** Real towns: name, the postcode of its centre, latitude, longitude, and its weight (roughly its size). */
const TOWNS: [string, string, number, number, number][] = [
  ['Praha', '110 00', 50.0755, 14.4378, 40],
  ['Brno', '602 00', 49.1951, 16.6068, 14],
  ['Ostrava', '702 00', 49.8209, 18.2625, 10],
  ['Plzeň', '301 00', 49.7384, 13.3736, 6],
  ['Liberec', '460 01', 50.7663, 15.0543, 4],
  ['Olomouc', '779 00', 49.5938, 17.2509, 4],
  ['České Budějovice', '370 01', 48.9745, 14.4743, 4],
  ['Hradec Králové', '500 02', 50.2092, 15.8328, 4],
  ['Ústí nad Labem', '400 01', 50.6607, 14.0323, 3],
  ['Pardubice', '530 02', 50.0343, 15.7812, 3],
  ['Zlín', '760 01', 49.2265, 17.6707, 3],
  ['Havířov', '736 01', 49.7798, 18.4369, 2],
  ['Kladno', '272 01', 50.1473, 14.1029, 2],
  ['Most', '434 01', 50.503, 13.6362, 2],
  ['Opava', '746 01', 49.9387, 17.9026, 2],
  ['Frýdek-Místek', '738 01', 49.6833, 18.35, 2],
  ['Karviná', '733 01', 49.8566, 18.5432, 2],
  ['Jihlava', '586 01', 49.3961, 15.5912, 2],
  ['Teplice', '415 01', 50.6404, 13.8245, 2],
  ['Děčín', '405 02', 50.7822, 14.2148, 2],
  ['Karlovy Vary', '360 01', 50.2319, 12.8714, 2],
  ['Chomutov', '430 01', 50.4605, 13.4178, 2],
  ['Jablonec nad Nisou', '466 01', 50.7243, 15.1711, 1],
  ['Mladá Boleslav', '293 01', 50.4114, 14.9032, 1],
  ['Prostějov', '796 01', 49.4719, 17.1118, 1],
  ['Přerov', '750 02', 49.4551, 17.4509, 1],
  ['Česká Lípa', '470 01', 50.6855, 14.5376, 1],
  ['Třebíč', '674 01', 49.2149, 15.8817, 1],
  ['Třinec', '739 61', 49.6776, 18.6708, 1],
  ['Tábor', '390 02', 49.4144, 14.6578, 1],
  ['Znojmo', '669 02', 48.8555, 16.0488, 1],
  ['Příbram', '261 01', 49.6899, 14.0104, 1],
  ['Cheb', '350 02', 50.0796, 12.3739, 1],
  ['Kolín', '280 02', 50.0281, 15.2006, 1],
  ['Trutnov', '541 01', 50.561, 15.9127, 1],
  ['Písek', '397 01', 49.3088, 14.1475, 1],
  ['Kroměříž', '767 01', 49.2979, 17.3931, 1],
  ['Šumperk', '787 01', 49.9653, 16.9706, 1],
  ['Vsetín', '755 01', 49.3387, 17.9962, 1],
  ['Uherské Hradiště', '686 01', 49.0698, 17.4597, 1],
  ['Žďár nad Sázavou', '591 01', 49.5626, 15.9392, 1],
  ['Břeclav', '690 02', 48.759, 16.882, 1],
  ['Hodonín', '695 01', 48.8489, 17.1324, 1],
  ['Český Těšín', '737 01', 49.7461, 18.6261, 1],
  ['Litoměřice', '412 01', 50.5335, 14.1318, 1],
  ['Havlíčkův Brod', '580 01', 49.6079, 15.5807, 1],
  ['Nový Jičín', '741 01', 49.5944, 18.0103, 1],
  ['Chrudim', '537 01', 49.9511, 15.7956, 1],
  ['Krnov', '794 01', 50.0897, 17.7039, 1],
  ['Strakonice', '386 01', 49.2614, 13.9024, 1],
  ['Valašské Meziříčí', '757 01', 49.4718, 17.9711, 1],
  ['Klatovy', '339 01', 49.3955, 13.2951, 1],
  ['Jindřichův Hradec', '377 01', 49.1441, 15.003, 1],
  ['Náchod', '547 01', 50.4167, 16.1629, 1],
  ['Beroun', '266 01', 49.9638, 14.072, 1],
  ['Benešov', '256 01', 49.7816, 14.687, 1],
  ['Český Krumlov', '381 01', 48.8127, 14.3175, 1],
  ['Žatec', '438 01', 50.3272, 13.5458, 1],
];

const STREETS = [
  'Masarykova',
  'Husova',
  'Nádražní',
  'Palackého',
  'Komenského',
  'Žižkova',
  'Školní',
  'Havlíčkova',
  'Riegrova',
  'Jiráskova',
  'Tyršova',
  'Smetanova',
  'Dvořákova',
  'Nerudova',
  'Sokolská',
  'Zahradní',
  'Krátká',
  'Dlouhá',
  'Polní',
  'Lidická',
  'Purkyňova',
  'Wolkerova',
  'Svatoplukova',
  'Štefánikova',
  'Čechova',
  'Křižíkova',
  'Průmyslová',
  'Luční',
  'Květná',
  'Úzká',
];
const SHOPS = [
  'Trafika U Nádraží',
  'Papírnictví Štěstí',
  'Květinářství Růže',
  'Potraviny Žabka',
  'Lékárna U Zlatého lva',
  'Kavárna Čtyři dny',
  'Drogerie Pečka',
  'Knihkupectví Řeč',
  'Večerka U Čápů',
  'Cukrárna Šárka',
];
const HOURS = ['08:00–18:00', '09:00–19:00', '07:00–20:00', '10:00–17:00', '08:00–12:00, 13:00–17:00'];

/** mulberry32: a small deterministic generator, so the sample is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const totalWeight = TOWNS.reduce((sum, town) => sum + town[4], 0);

interface SamplePoint {
  town: string;
  zip: string;
  street: string;
  shop: string;
  lat: number;
  lon: number;
  hours: string[];
  wheelchair: boolean;
  card: boolean;
}

/** `count` places spread over the towns by weight, a few streets and shops each, within about 4 km of the centre. */
function samplePoints(count: number, seed: number): SamplePoint[] {
  const random = generator(seed);
  const points: SamplePoint[] = [];
  for (let i = 0; i < count; i++) {
    let left = random.next() * totalWeight;
    const [town, zip, lat, lon] = TOWNS.find((t) => (left -= t[4]) < 0) ?? TOWNS[0]!;
    const weekday = random.pick(HOURS);
    const saturday = random.next() < 0.6 ? '09:00–12:00' : 'zavřeno';
    points.push({
      town,
      zip,
      street: `${random.pick(STREETS)} ${1 + Math.floor(random.next() * 180)}`,
      shop: random.pick(SHOPS),
      lat: Math.round((lat + (random.next() - 0.5) * 0.07) * 1e6) / 1e6,
      lon: Math.round((lon + (random.next() - 0.5) * 0.1) * 1e6) / 1e6,
      hours: [weekday, weekday, weekday, weekday, weekday, saturday, 'zavřeno'],
      wheelchair: random.next() < 0.4,
      card: random.next() < 0.7,
    });
  }
  return points;
}

const DAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Packeta's branch export (kind 'point') or box export ('box') with `count` points, ids from `firstId`. */
export function packetaExport(kind: 'point' | 'box', count: number, firstId = kind === 'point' ? 1000 : 20_000): { data: unknown[] } {
  return {
    data: samplePoints(count, kind === 'point' ? 29 : 31).map((p, i) => ({
      id: String(firstId + i),
      name: `${p.town}, ${p.street}`,
      place: kind === 'box' ? `Z-BOX ${p.town}, ${p.street}` : p.shop,
      street: p.street,
      city: p.town,
      zip: p.zip.replace(' ', ''),
      country: 'cz',
      currency: 'CZK',
      status: { statusId: '1', description: 'Výdejní místo je otevřené.' },
      displayFrontend: 1,
      latitude: p.lat.toFixed(6),
      longitude: p.lon.toFixed(6),
      wheelchairAccessible: p.wheelchair ? 'yes' : 'no',
      creditCardPayment: p.card ? 'yes' : 'no',
      maxWeight: kind === 'box' ? 15 : 10,
      ...(kind === 'box' && { type: 'zbox' }),
      openingHours: { regular: Object.fromEntries(DAYS_EN.map((day, d) => [day, p.hours[d] === 'zavřeno' ? '' : p.hours[d]])) },
    })),
  };
}

const DAYS_CS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'];
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Česká pošta's balikovny.xml with `count` rows (every fifth a Balíkovna-BOX), ids from `firstId`. */
export function balikovnaExport(count: number, firstId = 70_000): string {
  const rows = samplePoints(count, 37).map((p, i) => {
    const box = i % 5 === 4;
    const id = String(firstId + i);
    const days = DAYS_CS.map((day, d) => {
      const spans = p.hours[d] === 'zavřeno' ? [] : p.hours[d]!.split(', ').map((span) => span.split('–'));
      return spans.length
        ? `<den name="${day}">${spans.map(([from, to]) => `<od_do><od>${from}</od><do>${to}</do></od_do>`).join('')}</den>`
        : `<den name="${day}"/>`;
    }).join('');
    return `<row><PSC>${id}</PSC><NAZEV>${escapeXml(box ? `Balíkovna-BOX ${p.town}, ${p.street}` : `Balíkovna ${p.shop}, ${p.town}`)}</NAZEV><ADRESA>${escapeXml(`${p.street}, ${p.town}, ${p.zip.replace(' ', '')}, ${p.town}`)}</ADRESA><TYP>${box ? 'balíkovna-BOX' : 'balíkovna partner'}</TYP><OTEV_DOBY>${days}</OTEV_DOBY><SOUR_X_WGS84>${p.lon.toFixed(6)}</SOUR_X_WGS84><SOUR_Y_WGS84>${p.lat.toFixed(6)}</SOUR_Y_WGS84><OBEC>${escapeXml(p.town)}</OBEC><C_OBCE>${escapeXml(p.town)}</C_OBCE><PLATBA_KARTOU>${p.card ? 'A' : 'N'}</PLATBA_KARTOU><BEZBARIEROVY_PRISTUP>${p.wheelchair ? 'A' : 'N'}</BEZBARIEROVY_PRISTUP></row>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<zv xmlns="http://www.cpost.cz/schema/aict/zv_2"><generated>2026-11-27T06:00:00</generated>${rows.join('\n')}</zv>\n`;
}

/** The demo's counts: 12,500 points in all, as many as the real networks list in the Czech Republic, roughly. */
export const DEMO_SAMPLE: { packetaPoints: number; packetaBoxes: number; balikovna: number } = { packetaPoints: 6000, packetaBoxes: 2500, balikovna: 4000 };
