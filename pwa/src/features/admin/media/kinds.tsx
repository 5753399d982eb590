import { Anchor, Autocomplete, Box, Code, Image, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { z } from 'zod';
import { audioBody, bannerBody, type StaffAudioListJson, type StaffBannerListJson, type StaffVideoListJson, videoBody } from '@contract/admin/media';
import { AUDIO_CATEGORIES, type AudioJson, type BannerJson, type VideoJson } from '@contract/catalogue';
import { adminTexts } from '../../../lib/texts/admin';
import { clockTime } from '@contract/chapters';
import type { StaffRecord } from '@contract/admin/records';
import type { ChapterJson } from '@contract/listening';
import { answer, type ApiRead, client, get } from '../../../lib/client';
import { useApi } from '../../../lib/useApi';
import { YouTubeFacade } from '../../media/YouTubeFacade';
import { Choice, FormSection } from '../ui/EditForm';
import { FileField, ImageField, NoImage } from '../ui/FileUpload';
import { type ChapterRow, ChaptersField } from './ChaptersField';
import type { FieldsProps, MediaKind } from './MediaScreens';
import { TranscriptField } from './TranscriptField';
import { youtubeCode } from './youtubeCode';

const collator = new Intl.Collator('cs');
/** Every recording in one list (the server allows up to 500 a page). */
const ALL_AUDIO = { query: { pageSize: '500' } };

// ——— audio ———

const ta = adminTexts.audio;

/** An ISO instant as a datetime-local input's value, in the browser's time zone (minutes). */
function localDateTimeOf(iso: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const AUDIO_CATEGORY_LIST: string[] = [AUDIO_CATEGORIES.wordsOfLife, AUDIO_CATEGORIES.lifeStudy];

/** publishedAt: ISO-8601, shown in the staff's local time; the transcript as WebVTT or SRT text. */
type AudioValues = {
  audioTitle: string;
  mp3file: string;
  category: string;
  subcategory: string;
  publishedAt: string;
  chapters: ChapterRow[];
  transcript: string;
};

/** A recording in the staff's list, or opened to edit with its chapters and transcript. */
type AudioItem = AudioJson & { chapters?: ChapterJson[]; transcript?: string };

/** GET /api/audio/{id} with its transcript's text, which staff edit. */
const audioToEdit = (id: string): ApiRead<StaffRecord<AudioItem>> => {
  const detail = get(client.audio[':id'], { param: { id } });
  return {
    path: detail.path,
    send: async () => {
      const audio = await detail.send();
      const transcript = audio.transcriptUrl ? await (await client.audio[':id']['transcript.vtt'].$get({ param: { id } })).text() : '';
      return { ...audio, transcript };
    },
  };
};

function AudioFields({ values, set, errors }: FieldsProps<AudioValues>) {
  const [all] = useApi(get(client.audio, ALL_AUDIO));
  // The topics already in use in Slova života, to choose from (a new one can be typed).
  const topics = useMemo(
    () =>
      all.status === 'success'
        ? [
            ...new Set(
              all.data.audios
                .filter((a) => a.category === AUDIO_CATEGORIES.wordsOfLife)
                .map((a) => a.subcategory)
                .filter(Boolean),
            ),
          ].sort(collator.compare)
        : [],
    [all],
  );
  const lifeStudy = values.category === AUDIO_CATEGORIES.lifeStudy;

  return (
    <FormSection>
      <TextInput
        label={ta.audioTitle}
        required
        value={values.audioTitle}
        onChange={(e) => set('audioTitle', e.currentTarget.value)}
        error={errors.audioTitle}
      />
      <FileField
        label={ta.mp3file}
        description={ta.mp3Hint}
        uploadLabel={ta.mp3Upload}
        accept="audio/mpeg,.mp3"
        kind="audio"
        required
        value={values.mp3file}
        onChange={(path) => set('mp3file', path)}
        error={errors.mp3file}
        preview={(path) => (
          <audio controls preload="none" src={path} style={{ width: '100%', maxWidth: 480 }} aria-label={ta.listen}>
            <Anchor href={path}>{ta.listen}</Anchor>
          </audio>
        )}
      />
      <Choice
        label={ta.category}
        data={AUDIO_CATEGORY_LIST.map((category) => ({ value: category, label: category }))}
        value={values.category}
        onChange={(category) => {
          set('category', category);
          // Studium života has one topic of its own name; leaving it empties the topic.
          if (category === AUDIO_CATEGORIES.lifeStudy) set('subcategory', AUDIO_CATEGORIES.lifeStudy);
          else if (values.subcategory === AUDIO_CATEGORIES.lifeStudy) set('subcategory', '');
        }}
        error={errors.category}
      />
      <Autocomplete
        label={ta.subcategory}
        description={lifeStudy ? ta.lifeStudyHint : ta.subcategoryHint}
        required
        data={lifeStudy ? [] : topics}
        value={values.subcategory}
        onChange={(value) => set('subcategory', value)}
        disabled={lifeStudy}
        error={errors.subcategory}
        limit={50}
        maxDropdownHeight={280}
      />
      <TextInput
        type="datetime-local"
        label={ta.publishedAt}
        description={ta.publishedAtHint}
        required
        value={localDateTimeOf(values.publishedAt)}
        // datetime-local is the staff's local time; the server takes an ISO time.
        onChange={(e) => set('publishedAt', e.currentTarget.value && new Date(e.currentTarget.value).toISOString())}
        error={errors.publishedAt}
        style={{ maxWidth: 280 }}
      />
      <ChaptersField rows={values.chapters} onChange={(rows) => set('chapters', rows)} error={errors.chapters} />
      <TranscriptField value={values.transcript} onChange={(text) => set('transcript', text)} error={errors.transcript} />
    </FormSection>
  );
}

export const audioKind: MediaKind<AudioItem, AudioValues, StaffAudioListJson, z.output<typeof audioBody>> = {
  segment: 'audio',
  records: client.audio,
  texts: ta,
  list: get(client.admin.audio),
  itemsOf: (list) => list.audios,
  one: audioToEdit,
  order: (a, b) => collator.compare(a.category, b.category) || collator.compare(a.subcategory, b.subcategory) || collator.compare(a.audioTitle, b.audioTitle),
  nameOf: (audio) => audio.audioTitle,
  searchOf: (audio) => `${audio.audioTitle} ${audio.category} ${audio.subcategory}`,
  columns: [
    { label: ta.category, cell: (audio) => audio.category || '–' },
    { label: ta.subcategory, cell: (audio) => audio.subcategory || '–' },
    {
      label: 'MP3',
      cell: (audio) =>
        audio.mp3file ? (
          <Anchor href={audio.mp3file} target="_blank" rel="noopener" size="sm">
            {ta.listen}
          </Anchor>
        ) : (
          '–'
        ),
    },
  ],
  minWidth: 760,
  valuesOf: (audio) => ({
    audioTitle: audio.audioTitle,
    mp3file: audio.mp3file,
    // A new record has no category yet: Slova života, where nearly all recordings are.
    category: audio.category || AUDIO_CATEGORIES.wordsOfLife,
    subcategory: audio.subcategory,
    publishedAt: audio.publishedAt,
    chapters: (audio.chapters ?? []).map((chapter) => ({ start: clockTime(chapter.start), title: chapter.title })),
    transcript: audio.transcript ?? '',
  }),
  schema: audioBody,
  // The transcript goes as staff wrote it: the server parses it itself.
  save: (id, body, values) => answer(client.audio[':id'].$put({ param: { id }, json: { ...body, transcript: values.transcript } })),
  Fields: AudioFields,
};

// ——— video ———

const tv = adminTexts.video;
type VideoValues = { videoTitle: string; code: string };

function VideoFields({ values, set, errors }: FieldsProps<VideoValues>) {
  const valid = videoBody.shape.code.safeParse(values.code).success;
  return (
    <FormSection>
      <TextInput
        label={tv.videoTitle}
        required
        value={values.videoTitle}
        onChange={(e) => set('videoTitle', e.currentTarget.value)}
        error={errors.videoTitle}
      />
      <TextInput
        label={tv.code}
        description={tv.codeHint}
        required
        value={values.code}
        onChange={(e) => set('code', youtubeCode(e.currentTarget.value))}
        error={errors.code}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', maxWidth: 360 } }}
        autoComplete="off"
        spellCheck={false}
      />
      <Box>
        <Text size="sm" c="dimmed">
          {tv.example}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {tv.exampleBefore}
          <Text span fw={700} bg="yellow.3" c="dark.9" px={2}>
            {tv.exampleCode}
          </Text>
          {tv.exampleAfter}
        </Code>
      </Box>
      {valid && (
        <Box maw={480}>
          <Text size="sm" fw={500} mb={4}>
            {adminTexts.common.preview}
          </Text>
          <YouTubeFacade code={values.code.trim()} title={values.videoTitle} />
        </Box>
      )}
    </FormSection>
  );
}

export const videoKind: MediaKind<VideoJson, VideoValues, StaffVideoListJson, z.output<typeof videoBody>> = {
  segment: 'video',
  records: client.video,
  texts: tv,
  list: get(client.admin.video),
  itemsOf: (list) => list.videos,
  one: (id) => get(client.video[':id'], { param: { id } }),
  order: (a, b) => collator.compare(a.videoTitle, b.videoTitle),
  nameOf: (video) => video.videoTitle,
  columns: [{ label: tv.code, cell: (video) => <Code>{video.code || '–'}</Code> }],
  minWidth: 560,
  valuesOf: (video) => ({ videoTitle: video.videoTitle, code: video.code }),
  schema: videoBody,
  save: (id, body) => answer(client.video[':id'].$put({ param: { id }, json: body })),
  Fields: VideoFields,
};

// ——— banners ———

const tb = adminTexts.banner;
type BannerValues = { bannerTitle: string; image: string; category: string };

function BannerFields({ values, set, errors }: FieldsProps<BannerValues>) {
  return (
    <FormSection>
      <TextInput
        label={tb.bannerTitle}
        required
        value={values.bannerTitle}
        onChange={(e) => set('bannerTitle', e.currentTarget.value)}
        error={errors.bannerTitle}
      />
      <ImageField kind="banner" label={tb.image} required value={values.image} onChange={(path) => set('image', path)} error={errors.image} />
      <TextInput
        label={tb.category}
        description={tb.categoryHint}
        value={values.category}
        onChange={(e) => set('category', e.currentTarget.value)}
        error={errors.category}
        maw={360}
      />
    </FormSection>
  );
}

export const bannerKind: MediaKind<BannerJson, BannerValues, StaffBannerListJson, z.output<typeof bannerBody>> = {
  segment: 'banner',
  records: client.banner,
  texts: tb,
  list: get(client.admin.banner),
  itemsOf: (list) => list.banners,
  one: (id) => get(client.banner[':id'], { param: { id } }),
  nameOf: (banner) => banner.bannerTitle,
  columns: [
    {
      label: tb.image,
      cell: (banner) => (banner.image ? <Image src={banner.image} alt="" w={160} maw="100%" radius="xs" style={{ aspectRatio: '1296 / 382' }} /> : <NoImage />),
    },
    { label: tb.category, cell: (banner) => banner.category || '–' },
  ],
  minWidth: 640,
  valuesOf: (banner) => ({ bannerTitle: banner.bannerTitle, image: banner.image, category: banner.category }),
  schema: bannerBody,
  save: (id, body) => answer(client.banner[':id'].$put({ param: { id }, json: body })),
  Fields: BannerFields,
};
