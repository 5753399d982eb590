// The staff's audio, video and banners: their forms and lists.
import { z } from 'zod';
import { chaptersInput } from '../chapters';
import { parseTranscript, TRANSCRIPT_MAX_CHARS, type TranscriptCue, transcriptMessages } from '../transcripts';
import { AUDIO_CATEGORIES, type AudioJson, type BannerJson, type Paged, type VideoJson } from '../catalogue';
import { sitePathOrLink, text } from './fields';
import { adminMessages } from './messages';
import type { StaffRecord } from './records';

/** A transcript as staff upload or paste it (WebVTT or SRT) parsed into cues; empty: none. */
export const transcriptInput = z
  .string({ error: transcriptMessages.notSubtitles })
  .max(TRANSCRIPT_MAX_CHARS, transcriptMessages.tooLong)
  .transform((text, ctx): TranscriptCue[] | null => {
    if (!text.trim()) return null;
    const parsed = parseTranscript(text);
    if ('cues' in parsed) return parsed.cues;
    ctx.addIssue({ code: 'custom', message: parsed.error, input: text });
    return z.NEVER;
  });

/** PUT /api/audio/{id}; chapters and transcript left out stay as they are. */
export const audioBody = z
  .object({
    audioTitle: z.string({ error: adminMessages.audioTitle }).trim().min(1, adminMessages.audioTitle).max(300, adminMessages.tooLong('Název', 300)),
    mp3file: z
      .string({ error: adminMessages.mp3file })
      .trim()
      .max(500, adminMessages.mp3file)
      .refine(
        (value) => /^https?:\/\/\S+$/i.test(value) || (/^\/(uploads|demo)\/[\w\-./]+\.mp3$/i.test(value) && !value.includes('..')),
        adminMessages.mp3file,
      ),
    category: z.enum([AUDIO_CATEGORIES.wordsOfLife, AUDIO_CATEGORIES.lifeStudy], { error: adminMessages.audioCategory }),
    subcategory: z.string({ error: adminMessages.subcategory }).trim().min(1, adminMessages.subcategory).max(200, adminMessages.tooLong('Téma', 200)),
    /** The episode's pubDate; empty or left out: the time the recording was created. */
    publishedAt: z
      .union([z.literal(''), z.iso.datetime({ offset: true, error: adminMessages.publishedAt })], { error: adminMessages.publishedAt })
      .nullish()
      .transform((value) => (value ? new Date(value).toISOString() : null)),
    chapters: chaptersInput.optional(),
    transcript: transcriptInput.optional(),
  })
  .refine((audio) => audio.category !== AUDIO_CATEGORIES.lifeStudy || audio.subcategory === AUDIO_CATEGORIES.lifeStudy, {
    message: adminMessages.lifeStudySubcategory,
    path: ['subcategory'],
  });

/** PUT /api/video/{id}: the code is the 11 characters of the address between 'v=' and '&'. */
export const videoBody = z.object({
  videoTitle: z.string({ error: adminMessages.videoTitle }).trim().min(1, adminMessages.videoTitle).max(300, adminMessages.tooLong('Název', 300)),
  code: z
    .string({ error: adminMessages.videoCode })
    .trim()
    .regex(/^[A-Za-z0-9_-]{11}$/, adminMessages.videoCode),
});

/** PUT /api/banner/{id} */
export const bannerBody = z.object({
  bannerTitle: z.string({ error: adminMessages.bannerTitle }).trim().min(1, adminMessages.bannerTitle).max(300, adminMessages.tooLong('Název', 300)),
  image: sitePathOrLink(adminMessages.bannerImage).refine((value) => value !== '', adminMessages.bannerImage),
  category: text('Kategorie', 100).default(''),
});

/** The audio, video and banner lists of the staff screens (GET /api/admin/{audio,video,banner}): every record, drafts included. */
export interface StaffAudioListJson extends Paged {
  audios: StaffRecord<AudioJson>[];
}
export interface StaffVideoListJson extends Paged {
  videos: StaffRecord<VideoJson>[];
}
export interface StaffBannerListJson extends Paged {
  banners: StaffRecord<BannerJson>[];
}
