// An episode's transcript: staff upload or paste WebVTT or SRT, the server keeps it as normalised
// WebVTT (GET /api/audio/{id}/transcript.vtt), and the player reads that back into cues. One small
// parser for both ends, since the player needs it in the browser (imports nothing).

/** One cue: shown from `start` to `end` (seconds), as plain text (no markup). */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

/** The longest transcript text the shop takes (characters); a three-hour talk is about 250,000. */
export const TRANSCRIPT_MAX_CHARS = 500_000;
const MAX_CUES = 20_000;
const MAX_SECONDS = 24 * 60 * 60;

export const transcriptMessages = {
  empty: 'Přepis neobsahuje žádný úsek s časem a textem.',
  notSubtitles: 'Přepis musí být ve formátu WebVTT nebo SRT: každý úsek má řádek s časy začátku a konce (např. 00:01:05,000 --> 00:01:09,500) a pod ním text.',
  badTiming: (cue: number, line: string) => `Úsek ${cue}: časy „${line.slice(0, 60)}“ nejsou ve tvaru 00:01:05.000 --> 00:01:09.500.`,
  endBeforeStart: (cue: number) => `Úsek ${cue}: konec je dřív než začátek.`,
  tooLong: 'Přepis je příliš dlouhý (nejvýše půl milionu znaků).',
  tooManyCues: 'Přepis má příliš mnoho úseků (nejvýše dvacet tisíc).',
  beyondDay: (cue: number) => `Úsek ${cue}: čas je delší než 24 hodin.`,
} as const;

const TIMESTAMP = String.raw`(?:(\d{1,2}):)?([0-5]\d):([0-5]\d)[.,](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIMESTAMP}\s*-->\s*${TIMESTAMP}(?:\s.*)?$`);

const secondsOf = (hours = '0', minutes: string, secs: string, millis: string) =>
  Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis.padEnd(3, '0')) / 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '', quot: '"', apos: "'" };

/** A cue's payload as plain text: without WebVTT tags (<v Jan>, <i>) or SRT's {\an8}, entities decoded, one line. */
function plainText(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blocks separated by blank lines, each a list of lines. */
const blocksOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);

/** Parses WebVTT or SRT into cues ordered by start, or answers the Czech reason it cannot. */
export function parseTranscript(text: string): { cues: TranscriptCue[] } | { error: string } {
  if (text.length > TRANSCRIPT_MAX_CHARS) return { error: transcriptMessages.tooLong };
  const blocks = blocksOf(text);
  const webVtt = /^WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.[0] ?? '');
  const cueBlocks = webVtt ? blocks.slice(1).filter((lines) => !/^(NOTE|STYLE|REGION)(\s|$)/.test(lines[0]!)) : blocks;
  if (cueBlocks.length > MAX_CUES) return { error: transcriptMessages.tooManyCues };
  const cues: TranscriptCue[] = [];
  for (const [index, lines] of cueBlocks.entries()) {
    const number = index + 1;
    // An identifier (WebVTT) or a sequence number (SRT) may come before the timing line.
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) {
      if (!webVtt && cues.length === 0) return { error: transcriptMessages.notSubtitles };
      return { error: transcriptMessages.badTiming(number, lines[0]!) };
    }
    const timing = TIMING.exec(lines[timingAt]!);
    if (!timing) return { error: transcriptMessages.badTiming(number, lines[timingAt]!) };
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    const start = secondsOf(h1, m1!, s1!, ms1!);
    const end = secondsOf(h2, m2!, s2!, ms2!);
    if (end < start) return { error: transcriptMessages.endBeforeStart(number) };
    if (end > MAX_SECONDS) return { error: transcriptMessages.beyondDay(number) };
    const cueText = plainText(lines.slice(timingAt + 1));
    if (cueText) cues.push({ start, end, text: cueText });
  }
  if (cues.length === 0) return { error: webVtt || cueBlocks.length > 0 ? transcriptMessages.empty : transcriptMessages.notSubtitles };
  return { cues: cues.sort((a, b) => a.start - b.start || a.end - b.end) };
}

/** Seconds as WebVTT's hh:mm:ss.mmm. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

const escapedCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;');

/** The cues as the WebVTT file the shop serves: numbered, one line of escaped text each. */
export const toWebVtt = (cues: TranscriptCue[]) =>
  `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${escapedCueText(cue.text)}\n`).join('\n')}`;

/** Where an episode's transcript is served as WebVTT. */
export const transcriptPath = (audioId: number) => `/api/audio/${audioId}/transcript.vtt`;
