import { Button } from '@mantine/core';
import { mediaTexts } from '../../../lib/texts/media';
import { PopoverMenu, PopoverMenuItem } from '../../../lib/ui/PopoverMenu';
import { whenIdle } from '../../../lib/whenIdle';
import { keepShowRate } from '../listening/listeningMemory';
import { PLAYBACK_RATES, usePlaybackRate, usePlayer } from './usePlayer';

const t = mediaTexts.player;

/** The playback speed, remembered for the track's show. */
export function SpeedMenu() {
  const { track, setPlaybackRate } = usePlayer();
  const playbackRate = usePlaybackRate();
  const choose = (rate: number) => {
    setPlaybackRate(rate);
    const show = track?.show;
    // Written once the new speed is on the screen: the write would hold up its paint.
    if (show) whenIdle(() => void keepShowRate(show, rate));
  };
  return (
    <PopoverMenu
      label={t.rateLabel}
      trigger={(props) => (
        <Button variant="light" h={44} px="sm" aria-label={t.rateTitle(t.rate(playbackRate))} {...props}>
          {t.rate(playbackRate)}
        </Button>
      )}
    >
      {PLAYBACK_RATES.map((rate) => (
        <PopoverMenuItem key={rate} onChoose={() => choose(rate)} current={rate === playbackRate}>
          {t.rate(rate)}
        </PopoverMenuItem>
      ))}
    </PopoverMenu>
  );
}
