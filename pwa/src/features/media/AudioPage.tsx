import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { type Podcast, podcastArtworkPath, podcastFeedPath } from '@contract/podcasts';
import type { PageHead } from '../../lib/documentHead';
import { commonTexts } from '../../lib/texts/common';
import { mediaTexts } from '../../lib/texts/media';
import { useDocumentHead } from '../../lib/useDocumentHead';
import { useSession } from '../account/useSession';
import { AudioList } from './AudioList';
import { SavedRecordings } from './offline/SavedRecordings';

interface AudioPageProps {
  title: string;
  intro: string;
  podcast: Podcast;
}

/** The podcast page's head: its feed for podcast apps to find, and the podcast as schema.org's PodcastSeries. */
const podcastHead = (title: string, podcast: Podcast): PageHead => ({
  title,
  description: podcast.description,
  image: podcastArtworkPath(podcast),
  feeds: [{ title: podcast.title, path: podcastFeedPath(podcast) }],
  structuredData: (absolute) => [
    {
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      name: podcast.title,
      description: podcast.description,
      url: absolute(podcast.pagePath),
      webFeed: absolute(podcastFeedPath(podcast)),
      image: absolute(podcastArtworkPath(podcast)),
      inLanguage: 'cs',
      publisher: { '@type': 'Organization', name: commonTexts.shopName },
    },
  ],
});

/** The feed's address, to open in a podcast app or paste into one. */
function SubscribeLink({ podcast }: { podcast: Podcast }) {
  const t = mediaTexts.subscribe;
  return (
    <Group gap="xs" mb="lg" wrap="nowrap" align="flex-start">
      <IconRss size={20} color="var(--mantine-color-orange-7)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        <Anchor href={podcastFeedPath(podcast)} type="application/rss+xml" fw={600}>
          {t.link}
        </Anchor>
        <Text size="sm" c="gray.7">
          {t.hint}
        </Text>
      </div>
    </Group>
  );
}

// Loaded only for a signed-in customer: the public page carries none of push.
const FollowShow = lazy(() => import('../pwa/FollowShow').then((module) => ({ default: module.FollowShow })));

/**
 * The frame of both podcast screens: heading, a short intro, the feed to subscribe to, new episodes
 * as notifications for a signed-in customer, and the recordings.
 */
export function AudioPage({ title, intro, podcast }: AudioPageProps) {
  useDocumentHead(podcastHead(title, podcast));
  const signedIn = Boolean(useSession());
  return (
    <>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text mt="xs" mb="md" maw="65ch">
        {intro}
      </Text>
      <SubscribeLink podcast={podcast} />
      {signedIn && (
        <Suspense fallback={null}>
          <FollowShow podcast={podcast} />
        </Suspense>
      )}
      <SavedRecordings />
      <AudioList category={podcast.category} />
    </>
  );
}
