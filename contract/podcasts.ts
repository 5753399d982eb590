// The shop's two podcasts: what their feeds (api/src/media/podcastFeed.ts) and their pages in the
// PWA (PodcastSeries data, the subscribe link) say about them. Shared by the server and the PWA.
import { AUDIO_CATEGORIES } from './catalogue';

export interface Podcast {
  /** The feed is /podcast/{slug}.xml, the artwork /podcast/{slug}.jpg. */
  slug: string;
  /** The audio category whose recordings are the episodes. */
  category: string;
  title: string;
  description: string;
  /** The PWA's page of the podcast. */
  pagePath: string;
}

export const WORDS_OF_LIFE_PODCAST: Podcast = {
  slug: 'slova-zivota',
  category: AUDIO_CATEGORIES.wordsOfLife,
  title: 'Slova života a pravdy',
  description:
    'Krátká zamyšlení nad Božím slovem podle témat: Bůh v listu Římanům, Boží evangelium, spasení, svědomí, Duch a další. Podcast křesťanského nakladatelství Slovo života.',
  pagePath: '/words-of-life',
};

export const LIFE_STUDY_PODCAST: Podcast = {
  slug: 'studium-zivota',
  category: AUDIO_CATEGORIES.lifeStudy,
  title: 'Studium života',
  description: 'Poselství ze Studia života, která provázejí knihami Bible a ukazují na Krista jako život. Podcast křesťanského nakladatelství Slovo života.',
  pagePath: '/life-study',
};

export const PODCASTS: readonly Podcast[] = [WORDS_OF_LIFE_PODCAST, LIFE_STUDY_PODCAST];

export const podcastFeedPath = (podcast: Podcast) => `/podcast/${podcast.slug}.xml`;
export const podcastArtworkPath = (podcast: Podcast) => `/podcast/${podcast.slug}.jpg`;
/** An episode's row on its show's page: the id of its element, and the address a push of it opens. */
export const episodeAnchor = (audioId: number) => `dil-${audioId}`;
export const episodePath = (podcast: Podcast, audioId: number) => `${podcast.pagePath}#${episodeAnchor(audioId)}`;
export const podcastBySlug = (slug: string) => PODCASTS.find((podcast) => podcast.slug === slug);

/** The artwork's smaller copies (px) beside the feeds' 1400 px one, for the phone's lock screen and notification. */
export const PODCAST_ARTWORK_SIZES = [96, 192, 512] as const;
export const podcastArtworkSizePath = (podcast: Podcast, size: number) => `/podcast/${podcast.slug}-${size}.jpg`;
