import type { AudioJson } from '@contract/catalogue';
import { PODCASTS } from '@contract/podcasts';
import type { Track } from './player/usePlayer';

/** A recording of the catalogue as the player plays it, with its podcast (show) when it is an episode of one. */
export const trackOf = (audio: AudioJson): Track => ({
  id: `audio-${audio._id}`,
  title: audio.audioTitle,
  src: audio.mp3file,
  subtitle: audio.subcategory,
  audioId: audio._id,
  show: PODCASTS.find((podcast) => podcast.category === audio.category)?.slug,
});
