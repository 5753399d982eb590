import { Button } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { mediaTexts } from '../../../lib/texts/media';
import { PopoverMenu, PopoverMenuItem } from '../../../lib/ui/PopoverMenu';
import { useStore } from '../../../lib/useStore';
import { SLEEP_MINUTES, sleepTimer } from './sleepTimer';

const t = mediaTexts.player;
const MINUTE_MS = 60_000;

/** Sets the sleep timer (15, 30 or 60 minutes, or the episode's end), or cancels it. */
export function SleepTimerMenu() {
  const active = useStore(sleepTimer) !== null;
  return (
    <PopoverMenu
      label={t.sleep}
      trigger={(props) => (
        <Button variant={active ? 'filled' : 'light'} h={44} px="sm" leftSection={<IconMoon size={18} aria-hidden="true" />} {...props}>
          {t.sleep}
        </Button>
      )}
    >
      {SLEEP_MINUTES.map((minutes) => (
        <PopoverMenuItem key={minutes} onChoose={() => sleepTimer.set({ endsAt: Date.now() + minutes * MINUTE_MS })}>
          {t.sleepMinutes(minutes)}
        </PopoverMenuItem>
      ))}
      <PopoverMenuItem onChoose={() => sleepTimer.set({ atEpisodeEnd: true })}>{t.sleepAtEnd}</PopoverMenuItem>
      {active && (
        <PopoverMenuItem danger onChoose={() => sleepTimer.set(null)}>
          {t.sleepCancel}
        </PopoverMenuItem>
      )}
    </PopoverMenu>
  );
}
