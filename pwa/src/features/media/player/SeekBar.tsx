import { Group, Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { playerTexts } from '../../../lib/texts/player';
import { formatPlaybackTime } from './playbackTime';
import { usePlaybackProgress, usePlayerActions } from './usePlayer';

/** Elapsed time, a slider to move in the recording, and its total length. */
export function SeekBar() {
  const { seek } = usePlayerActions();
  const { position, duration } = usePlaybackProgress();
  // While the thumb is dragged it follows the finger, not the playback.
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = Math.min(dragged ?? position, duration);

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="gray.7" ff="monospace" aria-hidden>
        {formatPlaybackTime(shown)}
      </Text>
      <Slider
        flex={1}
        size="sm"
        thumbSize={18}
        min={0}
        max={duration || 1}
        step={1}
        value={shown}
        disabled={duration === 0}
        onChange={setDragged}
        onChangeEnd={(seconds) => {
          seek(seconds);
          setDragged(null);
        }}
        label={formatPlaybackTime}
        thumbLabel={playerTexts.seek}
        thumbValueText={(seconds) => `${formatPlaybackTime(seconds)} / ${formatPlaybackTime(duration)}`}
        py="sm"
      />
      <Text size="xs" c="gray.7" ff="monospace" aria-hidden>
        {formatPlaybackTime(duration)}
      </Text>
    </Group>
  );
}
