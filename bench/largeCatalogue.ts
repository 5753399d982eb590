// A large, realistic-looking catalogue for the search bench: Czech titles, authors, tags and blurbs,
// generated deterministically so every run searches the same data.
import SQLite from 'better-sqlite3';
import { CATEGORIES } from '@contract/catalogue';
import { discountedPrice } from '@contract/money';

type Random = () => number;

/** mulberry32: a tiny seeded PRNG, good enough for test data. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const chance = (random: Random, probability: number) => random() < probability;

// No word in these lists starts with "život", so only the deliberate mentions below match the bench search.
const NOUNS = [
  'Kristus',
  'Církev',
  'Duch',
  'Evangelium',
  'Království',
  'Milost',
  'Víra',
  'Naděje',
  'Láska',
  'Slovo',
  'Modlitba',
  'Služba',
  'Cesta',
  'Pravda',
  'Kříž',
  'Vzkříšení',
  'Zjevení',
  'Svoboda',
  'Pokoj',
  'Radost',
  'Světlo',
  'Chléb',
  'Srdce',
  'Duše',
  'Tajemství',
  'Požehnání',
  'Poselství',
  'Společenství',
  'Obnova',
  'Budování',
  'Sláva',
  'Smlouva',
  'Zaslíbení',
  'Spasení',
  'Vykoupení',
  'Posvěcení',
  'Dědictví',
  'Jednota',
  'Moudrost',
  'Svědectví',
];
const GENITIVES = [
  'Božího slova',
  'Krista',
  'církve',
  'ducha',
  'víry',
  'milosti',
  'kříže',
  'království',
  'Písma',
  'modlitby',
  'Otce',
  'Syna',
  'evangelia',
  'apoštolů',
  'proroků',
  'věřících',
  'pravdy',
  'svatých',
  'Nového zákona',
  'Starého zákona',
  'Boží ekonomie',
  'Trojjediného Boha',
  'nového člověka',
  'domu Božího',
  'Jeruzaléma',
];
const LIFE_TITLES = [
  'Strom života',
  'Chléb života',
  'Slovo života',
  'Život v Duchu',
  'Normální křesťanský život',
  'Kristus je náš život',
  'Voda života',
  'Cesta života',
  'Život církve',
  'Růst v božském životě',
];
const SUBJECTS = ['Autor', 'Kniha', 'Tato kniha', 'Brožura', 'Sbírka poselství', 'Soubor kázání', 'Studie', 'Tento svazek'];
const VERBS = ['ukazuje', 'vysvětluje', 'rozebírá', 'přibližuje', 'otevírá', 'popisuje', 'zkoumá', 'připomíná'];
const OBJECTS = [
  'význam kříže pro každodenní praxi',
  'hluboké pravdy Písma',
  'Boží plán s člověkem',
  'vztah mezi Kristem a církví',
  'cestu vnitřního růstu',
  'tajemství Boží ekonomie',
  'podstatu společenství věřících',
  'roli Ducha v modlitbě',
  'dějiny místních církví',
  'zkušenosti prvních křesťanů',
  'smysl utrpení a útěchy',
  'radost z Pánovy přítomnosti',
  'službu slovem v domácnostech',
  'proroctví o Božím království',
];
const ENDINGS = [
  'srozumitelným jazykem',
  'na příkladech z Bible',
  'pro nové věřící',
  'pro studium ve skupinkách',
  'krok za krokem',
  's poznámkami a otázkami',
  'v kontextu dnešní doby',
  '',
];
const LIFE_SENTENCE = 'Čtenáře vede k plnosti života, který je v Kristu.';
const MALE_AUTHORS: [string, string][] = [
  ['Watchman', 'Nee'],
  ['Witness', 'Lee'],
  ['Jan', 'Novák'],
  ['Petr', 'Dvořák'],
  ['Pavel', 'Černý'],
  ['Tomáš', 'Procházka'],
  ['Jiří', 'Kučera'],
  ['Zdeněk', 'Veselý'],
  ['Ondřej', 'Horák'],
  ['Štěpán', 'Růžička'],
];
const FEMALE_AUTHORS: [string, string][] = [
  ['Marie', 'Nováková'],
  ['Anna', 'Dvořáková'],
  ['Lucie', 'Černá'],
  ['Kateřina', 'Pokorná'],
  ['Věra', 'Šťastná'],
  ['Ludmila', 'Křížová'],
  ['Božena', 'Marková'],
];
const TAGS = [
  'víra',
  'modlitba',
  'církev',
  'duch',
  'bible',
  'služba',
  'evangelium',
  'mládež',
  'rodina',
  'manželství',
  'výklad',
  'proroctví',
  'kázání',
  'svědectví',
  'poselství',
  'konference',
  'učení',
  'růst',
  'společenství',
  'milost',
  'kříž',
  'vzkříšení',
  'pokoj',
  'radost',
  'Písmo',
];
const BINDINGS = ['brožovaná', 'vázaná', 'sešitová', 'kroužková'];

// Categories named "život" and "životopisné" also match the search, so they are rare, as in a real catalogue.
const RARE_CATEGORIES = new Set(['život', 'životopisné']);
const COMMON_CATEGORIES = CATEGORIES.map((c) => c.name).filter((name) => !RARE_CATEGORIES.has(name));
const RARE_CATEGORY_SHARE = 0.004;
const LIFE_TITLE_SHARE = 0.009;
const LIFE_DESCRIPTION_SHARE = 0.005;

function categoryOf(random: Random): string {
  return chance(random, RARE_CATEGORY_SHARE) ? pick(random, [...RARE_CATEGORIES]) : pick(random, COMMON_CATEGORIES);
}

function titleOf(random: Random): string {
  if (chance(random, LIFE_TITLE_SHARE)) return pick(random, LIFE_TITLES);
  switch (between(random, 0, 3)) {
    case 0:
      return `${pick(random, NOUNS)} ${pick(random, GENITIVES)}`;
    case 1:
      return `${pick(random, NOUNS)} a ${pick(random, NOUNS).toLowerCase()}`;
    case 2:
      return `${pick(random, NOUNS)} ${pick(random, GENITIVES)} – ${between(random, 1, 6)}. díl`;
    default:
      return `Studium ${pick(random, GENITIVES)}`;
  }
}

function sentenceOf(random: Random): string {
  const ending = pick(random, ENDINGS);
  return `${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}${ending ? ` ${ending}` : ''}.`;
}

function textOf(random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => sentenceOf(random)).join(' ');
}

function descriptionOf(random: Random): string {
  const text = textOf(random, between(random, 2, 6));
  return chance(random, LIFE_DESCRIPTION_SHARE) ? `${text} ${LIFE_SENTENCE}` : text;
}

function authorOf(random: Random): string {
  const [first, last] = pick(random, chance(random, 0.7) ? MALE_AUTHORS : FEMALE_AUTHORS);
  return `${first} ${last}`;
}

function tagsOf(random: Random): string {
  const tags = new Set(Array.from({ length: between(random, 2, 5) }, () => pick(random, TAGS)));
  return [...tags].join(', ');
}

function isbnOf(random: Random): string {
  return `978-80-${between(random, 7000, 9999)}-${between(random, 100, 999)}-${between(random, 0, 9)}`;
}

function productOf(random: Random, index: number) {
  const price = between(random, 3, 89) * 1000 - 100; // 29 Kč … 889 Kč
  const discount = chance(random, 0.15) ? pick(random, [10, 20, 30]) : 0;
  const category = categoryOf(random);
  const hasExcerpt = chance(random, 0.08);
  return {
    name: titleOf(random),
    author: authorOf(random),
    image: `/demo/books/${(index % 120) + 1}.webp`,
    price,
    discount,
    discounted_price: discountedPrice(price, discount),
    count_in_stock: between(random, 0, 120),
    catalog: `SZ${String(index + 1).padStart(5, '0')}`,
    weight: (between(random, 5, 120) / 100).toFixed(2),
    tags: tagsOf(random),
    binding: pick(random, BINDINGS),
    pages: between(random, 16, 640),
    isbn: isbnOf(random),
    language: chance(random, 0.85) ? 'CZ' : 'SK',
    description: descriptionOf(random),
    category,
    category2: chance(random, 0.3) ? categoryOf(random) : '',
    year: chance(random, 0.05) ? null : between(random, 1985, 2026),
    excerpt_text: hasExcerpt ? textOf(random, between(random, 10, 30)) : '',
    excerpt_image: hasExcerpt ? `/demo/excerpts/${(index % 40) + 1}.webp` : '',
    excerpt_part: hasExcerpt ? `Kapitola ${between(random, 1, 12)}` : '',
  };
}

/**
 * Inserts `count` generated products into an already migrated database, in one transaction
 * (the FTS triggers index them), then merges the FTS index into one segment as a maintained shop would.
 */
export function insertLargeCatalogue(file: string, count: number, seed = 20240501): void {
  const sqlite = new SQLite(file);
  try {
    const columns = Object.keys(productOf(seededRandom(seed), 0)); // the fields of any generated product
    const insert = sqlite.prepare(`insert into products (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
    const random = seededRandom(seed);
    sqlite.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(productOf(random, i));
    })();
    sqlite.exec(`insert into products_fts(products_fts) values ('optimize')`);
  } finally {
    sqlite.close();
  }
}
