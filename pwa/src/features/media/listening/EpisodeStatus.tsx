import { mediaTexts } from '../../../lib/texts/media';
import { useStore } from '../../../lib/useStore';
import classes from '../AudioItem.module.css';
import { episodeProgress, listening, type ListeningPlace } from './listeningPlaces';

const t = mediaTexts.listening;

function statusText(place: ListeningPlace | undefined): string {
  const progress = episodeProgress(place);
  if (progress.kind === 'played') return t.played;
  return progress.kind === 'inProgress' ? t.left(progress.minutesLeft) : t.new;
}

/** 'Nové', 'zbývá 12 min' or 'Vyslechnuto' under an episode's title, once the places have been read (never in a server render). */
export function EpisodeStatus({ audioId }: { audioId: number }) {
  const text = useStore(listening, ({ loaded, places }) => (loaded ? statusText(places.get(audioId)) : null));
  if (!text) return null;
  return (
    <span className={classes.status} data-status={text === t.new ? 'new' : undefined}>
      {text}
    </span>
  );
}
