import { ActionIcon, Box, Checkbox, Group } from '@mantine/core';
import { IconPlayerSkipBackFilled, IconPlayerSkipForwardFilled, IconRewindBackward15, IconRewindForward30 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { playerTexts } from '../../../lib/texts/player';
import { useStore } from '../../../lib/useStore';
import { autoNext, setAutoNext } from './autoNextSetting';
import { SleepTimerMenu } from './SleepTimerMenu';
import { SpeedMenu } from './SpeedMenu';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, usePlayer } from './usePlayer';

const t = playerTexts;

/**
 * The player's further controls, under the bar when the listener opens them: the neighbouring
 * episodes, skipping, speed, the sleep timer and playing on. `children` is the place for the
 * episode's chapters and transcript.
 */
export function PlayerControls({ children }: { children?: ReactNode }) {
  const { previous, next, play, skip } = usePlayer();
  const playOn = useStore(autoNext);
  return (
    <Box pt="xs" pb={4}>
      <Group justify="center" gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" size={44} radius="xl" aria-label={t.previous} disabled={!previous} onClick={() => previous && play(previous)}>
          <IconPlayerSkipBackFilled size={20} />
        </ActionIcon>
        <ActionIcon variant="light" size={44} radius="xl" aria-label={t.skipBack} onClick={() => skip(-SKIP_BACK_SECONDS)}>
          <IconRewindBackward15 size={24} />
        </ActionIcon>
        <ActionIcon variant="light" size={44} radius="xl" aria-label={t.skipForward} onClick={() => skip(SKIP_FORWARD_SECONDS)}>
          <IconRewindForward30 size={24} />
        </ActionIcon>
        <ActionIcon variant="subtle" size={44} radius="xl" aria-label={t.next} disabled={!next} onClick={() => next && play(next)}>
          <IconPlayerSkipForwardFilled size={20} />
        </ActionIcon>
      </Group>
      <Group justify="center" gap="xs" mt="xs">
        <SpeedMenu />
        <SleepTimerMenu />
      </Group>
      <Group justify="center" mt="sm">
        {/* A checkbox, not Mantine's Switch: its stylesheet would join the one every first page waits for. */}
        <Checkbox checked={playOn} onChange={(event) => setAutoNext(event.currentTarget.checked)} label={t.autoNext} size="md" />
      </Group>
      {children}
    </Box>
  );
}
