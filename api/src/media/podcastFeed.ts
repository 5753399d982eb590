import { v5 as uuidV5 } from 'uuid';
import type { AppConfig } from '../config';
import { type Podcast, podcastArtworkPath, podcastFeedPath } from '@contract/podcasts';
import type { Db } from '../db/open';
import type { AudioFileFactsReader } from './audioFiles';
import { chaptersPath } from '@contract/chapters';
import { transcriptPath } from '@contract/transcripts';
import { extrasOf } from './episodeExtras';
import { publicAudioOf } from './media';
import { xmlDocument } from '../catalogue/xmlDocument';

const NAMESPACES = {
  '@xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  '@xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  '@xmlns:atom': 'http://www.w3.org/2005/Atom',
};

/** The namespace of podcast:guid, fixed by the Podcasting 2.0 specification. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';
/** This shop's own namespace for episode guids, so an episode keeps its guid even if the shop's address changes. */
const EPISODE_GUID_NAMESPACE = '3b7f4d0e-5a3c-4c55-9d5e-1f0a9c7b2e61';

const PUBLISHER = 'Slovo života';

/** podcast:guid: a UUIDv5 of the feed's address without the scheme and trailing slashes. */
const podcastGuid = (feedUrl: string) => uuidV5(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
const episodeGuid = (audioId: number) => uuidV5(`audio/${audioId}`, EPISODE_GUID_NAMESPACE);

/** A stored ISO-8601 timestamp as the RFC 822 date RSS 2.0 asks for. */
const rssDate = (timestamp: string) => new Date(timestamp).toUTCString();

/**
 * The RSS 2.0 feed of one podcast with the iTunes and Podcasting 2.0 tags podcast apps read (Apple
 * Podcasts, Spotify, AntennaPod): each public recording of its category is an episode whose
 * enclosure states the file's real size and duration; one whose file cannot be read is left out.
 * An episode with chapters or a transcript links them (podcast:chapters, podcast:transcript).
 */
export async function podcastFeed(db: Db, config: AppConfig, podcast: Podcast, measure: AudioFileFactsReader): Promise<string> {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${config.publicUrl}${path}`);
  const feedUrl = absolute(podcastFeedPath(podcast));
  const pageUrl = absolute(podcast.pagePath);
  const recordings = await publicAudioOf(db, podcast.category);
  const measured = await Promise.all(recordings.map(async (audio) => ({ audio, facts: await measure(audio.mp3file) })));
  const extras = await extrasOf(
    db,
    recordings.map((audio) => audio.id),
  );
  const episodes = measured.flatMap(({ audio, facts }) =>
    facts
      ? [
          {
            title: audio.audio_title,
            // A podcast of topics names the episode's topic; one without (Studium života) repeats the title.
            description: audio.subcategory === podcast.category ? audio.audio_title : `Téma: ${audio.subcategory}`,
            link: pageUrl,
            guid: { '@isPermaLink': 'false', '#': episodeGuid(audio.id) },
            pubDate: rssDate(audio.published_at),
            enclosure: { '@url': absolute(audio.mp3file), '@length': facts.bytes, '@type': 'audio/mpeg' },
            'itunes:duration': facts.seconds,
            'itunes:episodeType': 'full',
            'itunes:explicit': 'false',
            ...(extras.chapters.has(audio.id) && { 'podcast:chapters': { '@url': absolute(chaptersPath(audio.id)), '@type': 'application/json+chapters' } }),
            ...(extras.transcripts.has(audio.id) && {
              'podcast:transcript': { '@url': absolute(transcriptPath(audio.id)), '@type': 'text/vtt', '@language': 'cs' },
            }),
          },
        ]
      : [],
  );
  return xmlDocument({
    rss: {
      '@version': '2.0',
      ...NAMESPACES,
      channel: {
        title: podcast.title,
        link: pageUrl,
        description: podcast.description,
        language: 'cs',
        copyright: `© ${PUBLISHER}`,
        'atom:link': { '@href': feedUrl, '@rel': 'self', '@type': 'application/rss+xml' },
        'itunes:author': PUBLISHER,
        'itunes:owner': { 'itunes:name': PUBLISHER, 'itunes:email': config.shopEmail },
        'itunes:image': { '@href': absolute(podcastArtworkPath(podcast)) },
        'itunes:category': { '@text': 'Religion & Spirituality', 'itunes:category': { '@text': 'Christianity' } },
        'itunes:explicit': 'false',
        'itunes:type': 'episodic',
        'podcast:guid': podcastGuid(feedUrl),
        'podcast:locked': { '@owner': config.shopEmail, '#': 'yes' },
        'podcast:medium': 'podcast',
        item: episodes,
      },
    },
  });
}
