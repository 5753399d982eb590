import { Button, Menu } from '@mantine/core';
import { playerTexts } from '../../../lib/texts/player';
import { keepShowRate } from '../listening/listeningMemory';
import { PLAYBACK_RATES, usePlaybackRate, usePlayer } from './usePlayer';

const t = playerTexts;

/** The playback speed, remembered for the track's show. */
export function SpeedMenu() {
  const { track, setPlaybackRate } = usePlayer();
  const playbackRate = usePlaybackRate();
  const choose = (rate: number) => {
    setPlaybackRate(rate);
    if (track?.show) void keepShowRate(track.show, rate);
  };
  return (
    <Menu position="top" withinPortal={false}>
      <Menu.Target>
        <Button variant="light" h={44} px="sm" aria-label={t.rateTitle(t.rate(playbackRate))}>
          {t.rate(playbackRate)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t.rateLabel}>
        {PLAYBACK_RATES.map((rate) => (
          <Menu.Item key={rate} onClick={() => choose(rate)} fw={rate === playbackRate ? 700 : undefined} aria-current={rate === playbackRate || undefined}>
            {t.rate(rate)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
