// What the demo recordings say (scripts/generate-demo-media.ts reads them aloud with espeak-ng), and
// the transcript and chapters the demo seeds for each (api/src/seed/seedDemo.ts), timed from the text.
import type { ChapterJson } from '@contract/listening';
import type { TranscriptCue } from '@contract/transcripts';

type Verse = { reference: string; text: string };

/** Bible verses read aloud in the demo mp3s (Kralice Bible, public domain, some shortened), by file name. */
export const DEMO_VERSES: Record<string, Verse> = {
  'jan-1-1': { reference: 'Evangelium podle Jana, první kapitola.', text: 'Na počátku bylo Slovo, a to Slovo bylo u Boha, a to Slovo byl Bůh.' },
  'jan-3-16': {
    reference: 'Evangelium podle Jana, třetí kapitola.',
    text: 'Nebo tak Bůh miloval svět, že Syna svého jednorozeného dal, aby každý, kdož věří v něho, nezahynul, ale měl život věčný.',
  },
  'jan-6-63': {
    reference: 'Evangelium podle Jana, šestá kapitola.',
    text: 'Duch jest, kterýž obživuje, tělo nic neprospívá. Slova, kteráž já mluvím vám, duch jsou a život jsou.',
  },
  'jan-10-10': { reference: 'Evangelium podle Jana, desátá kapitola.', text: 'Já jsem přišel, aby život měly, a hojněji měly.' },
  'rim-1-16': {
    reference: 'List Římanům, první kapitola.',
    text: 'Nebo nestydím se za evangelium Kristovo, nebo moc Boží jest k spasení každému věřícímu.',
  },
  'rim-8-2': {
    reference: 'List Římanům, osmá kapitola.',
    text: 'Nebo zákon Ducha života, kterýž jest v Kristu Ježíši, vysvobodil mne od zákona hříchu i smrti.',
  },
  'gal-2-20': { reference: 'List Galatským, druhá kapitola.', text: 'S Kristem ukřižován jsem. Živ pak jsem již ne já, ale živ jest ve mně Kristus.' },
  'ef-1-22': {
    reference: 'List Efezským, první kapitola.',
    text: 'A jeho dal hlavu nade všecko církvi, kteráž jest tělo jeho a plnost toho, kterýž naplňuje všecko ve všech.',
  },
  'kol-3-4': { reference: 'List Koloským, třetí kapitola.', text: 'Když se pak ukáže Kristus, život náš, tehdy i vy s ním ukážete se v slávě.' },
  '1jan-1-7': {
    reference: 'První list Janův, první kapitola.',
    text: 'Jestliže pak ve světle chodíme, jako i on jest v světle, tedy společnost máme vespolek, a krev Ježíše Krista, Syna jeho, očišťuje nás od všelikého hříchu.',
  },
  'fil-4-6': {
    reference: 'List Filipským, čtvrtá kapitola.',
    text: 'Nebuďte pečliví o nic, ale ve všem modlitbou a prosbou s díků činěním žádosti vaše známy buďte u Boha. A pokoj Boží, kterýž převyšuje všeliký rozum, hájiti bude srdcí vašich i myslí vašich v Kristu Ježíši.',
  },
  'zj-22-17': {
    reference: 'Zjevení, dvacátá druhá kapitola.',
    text: 'A Duch i nevěsta praví: Přijď. A kdo slyší, rciž: Přijď. A kdo žízní, přijď, a kdo chce, vezmi vodu života darmo.',
  },
  'gen-1-1': { reference: 'Genesis, první kapitola.', text: 'Na počátku stvořil Bůh nebe a zemi.' },
  'gen-2-9': {
    reference: 'Genesis, druhá kapitola.',
    text: 'I vyvedl Hospodin Bůh z země všelijaké stromoví, na pohledění libé a chutné k jídlu, a strom života u prostřed ráje.',
  },
  'ex-12-13': { reference: 'Exodus, dvanáctá kapitola.', text: 'A bude vám krev ta na znamení na domích, v nichž vy budete, nebo uzřím krev, a pominu vás.' },
  'mt-5-3': { reference: 'Evangelium podle Matouše, pátá kapitola.', text: 'Blahoslavení chudí duchem, nebo jejich jest království nebeské.' },
};

/** What espeak-ng reads for a verse. */
export const spokenTextOf = (verse: Verse) => `Slovo života. ${verse.reference} ${verse.text}`;

// espeak-ng's Czech at 140 words a minute, fitted to the demo files whose speech length the generator
// states (the clip minus its 6 s tone): about 0.087 s a letter and 0.36 s a pause at a punctuation
// mark; within 0.7 s of each of those files.
const SECONDS_PER_LETTER = 0.0867;
const SECONDS_PER_PAUSE = 0.358;
const secondsToSay = (text: string) => text.replace(/[^\p{L}]/gu, '').length * SECONDS_PER_LETTER + (text.match(/[.,:;]/g) ?? []).length * SECONDS_PER_PAUSE;

/** The phrases read one after another: the greeting, the reference, and the verse cut at its punctuation. */
const phrasesOf = (verse: Verse) => [
  'Slovo života.',
  verse.reference,
  ...(verse.text.match(/[^.,:;]+[.,:;]?/g) ?? []).map((phrase) => phrase.trim()).filter(Boolean),
];

/** A demo recording's transcript, a cue a phrase, and its chapters: the introduction, the verse and the closing music. */
export function demoEpisodeOf(verse: Verse): { cues: TranscriptCue[]; chapters: ChapterJson[] } {
  const cues: TranscriptCue[] = [];
  let at = 0;
  for (const phrase of phrasesOf(verse)) {
    const end = at + secondsToSay(phrase);
    cues.push({ start: Math.round(at * 10) / 10, end: Math.round(end * 10) / 10, text: phrase });
    at = end;
  }
  const verseStart = cues[2]!.start;
  return {
    cues,
    chapters: [
      { start: 0, title: 'Úvod' },
      { start: Math.floor(verseStart), title: 'Verš' },
      { start: Math.ceil(at), title: 'Hudba' },
    ],
  };
}
