import { Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect } from 'react';
import type { AudioJson } from '@contract/catalogue';
import { mediaTexts } from '../../lib/texts/media';
import { Loaded } from '../../lib/ui/Loaded';
import { ScrollToTopButton } from '../../lib/ui/ScrollToTopButton';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { AudioItem, AudioItemList } from './AudioItem';
import classes from './AudioList.module.css';
import buttons from '../../lib/ui/PlainButton.module.css';
import { trackOf } from './episodeTrack';
import { KeepOfflineButton } from './offline/KeepOfflineButton';
import type { Track } from './player/usePlayer';

const t = mediaTexts.audioList;
const MAX_AUDIO = '500';

interface Topic {
  name: string;
  anchor: string;
  audios: AudioJson[];
}

/** Groups the recordings by subcategory, topics in the order they first appear. */
function topicsOf(audios: AudioJson[]): Topic[] {
  const topics = new Map<string, Topic>();
  for (const audio of audios) {
    let topic = topics.get(audio.subcategory);
    if (!topic) {
      topic = { name: audio.subcategory, anchor: `tema-${topics.size + 1}`, audios: [] };
      topics.set(audio.subcategory, topic);
    }
    topic.audios.push(audio);
  }
  return [...topics.values()];
}

/** The recordings of one audio category, by topic, each playable in the mini-player; previous and next follow the page's order. */
export function AudioList({ category }: { category: string }) {
  const [state] = useApi(get(client.audio, { query: { keyword: category || undefined, pageSize: MAX_AUDIO } }));
  return <Loaded state={state}>{({ audios }) => (audios.length ? <Topics topics={topicsOf(audios)} /> : <Text c="gray.7">{t.empty}</Text>)}</Loaded>;
}

/** Brings the episode the address names (a push's tap, episodePath) into view once the list is there. */
function useEpisodeInAddress() {
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'center' });
  }, []);
}

function Topics({ topics }: { topics: Topic[] }) {
  useEpisodeInAddress();
  const episodes = topics.flatMap((topic) => topic.audios.map(trackOf));
  const [single] = topics;
  if (topics.length === 1 && single) return <AudioItems audios={single.audios} episodes={episodes} />;
  return (
    <>
      <TopicButtons topics={topics} />
      <div className={classes.grid}>
        {topics.map((topic) => (
          <section key={topic.anchor} className={classes.section} aria-labelledby={topic.anchor}>
            <h2 className={classes.heading} id={topic.anchor} tabIndex={-1}>
              {topic.name}
            </h2>
            <AudioItems audios={topic.audios} episodes={episodes} />
          </section>
        ))}
      </div>
      <ScrollToTopButton />
    </>
  );
}

/** One button per topic (plain elements: AudioList.module.css); it glides to the topic's section and moves the focus there. */
function TopicButtons({ topics }: { topics: Topic[] }) {
  const reduceMotion = useReducedMotion();
  const goTo = (anchor: string) => {
    const heading = document.getElementById(anchor);
    heading?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t.topics} className={classes.topics}>
      {topics.map((topic) => (
        <button
          key={topic.anchor}
          type="button"
          className={`mantine-focus-auto mantine-active ${buttons.plainButton} ${classes.topic}`}
          onClick={() => goTo(topic.anchor)}
        >
          {topic.name}
        </button>
      ))}
    </nav>
  );
}

function AudioItems({ audios, episodes }: { audios: AudioJson[]; episodes: readonly Track[] }) {
  return (
    <AudioItemList>
      {audios.map((audio) => {
        const track = trackOf(audio);
        return <AudioItem key={audio._id} track={track} episodes={episodes} published={audio.publishedAt} action={<KeepOfflineButton track={track} />} />;
      })}
    </AudioItemList>
  );
}
