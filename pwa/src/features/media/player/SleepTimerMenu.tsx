import { Button, Menu } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { playerTexts } from '../../../lib/texts/player';
import { useStore } from '../../../lib/useStore';
import { SLEEP_MINUTES, sleepTimer } from './sleepTimer';

const t = playerTexts;
const MINUTE_MS = 60_000;

/** Sets the sleep timer (15, 30 or 60 minutes, or the episode's end), or cancels it. */
export function SleepTimerMenu() {
  const active = useStore(sleepTimer) !== null;
  return (
    <Menu position="top" withinPortal={false}>
      <Menu.Target>
        <Button variant={active ? 'filled' : 'light'} h={44} px="sm" leftSection={<IconMoon size={18} aria-hidden="true" />}>
          {t.sleep}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t.sleep}>
        {SLEEP_MINUTES.map((minutes) => (
          <Menu.Item key={minutes} onClick={() => sleepTimer.set({ endsAt: Date.now() + minutes * MINUTE_MS })}>
            {t.sleepMinutes(minutes)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => sleepTimer.set({ atEpisodeEnd: true })}>{t.sleepAtEnd}</Menu.Item>
        {active && (
          <Menu.Item color="red.8" onClick={() => sleepTimer.set(null)}>
            {t.sleepCancel}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
