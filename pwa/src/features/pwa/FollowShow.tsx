import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Podcast } from '@contract/podcasts';
import { podcastTopic } from '@contract/push';
import { pushTexts as t } from '../../lib/texts/push';
import { chooseTopics, currentSubscription, pushSupport, storedTopics, turnOn } from './pushSubscription';
import { usePushAvailable } from './usePushAvailable';

/** Whether this device hears about the topic: it has a subscription and chose it. */
async function hears(topic: string): Promise<boolean> {
  return Boolean(await currentSubscription()) && storedTopics().some((chosen) => chosen === topic);
}

/**
 * A show page's 'Odebírat novinky' for a signed-in customer: the first press asks for permission and
 * subscribes this device with the show's topic (its other topics kept), the next stops following.
 * On iOS outside the home-screen app the press explains where push works instead.
 */
export function FollowShow({ podcast }: { podcast: Podcast }) {
  const topic = podcastTopic(podcast.slug);
  const available = usePushAvailable();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    hears(topic).then(
      (yes) => current && setFollowing(yes),
      () => current && setFollowing(false),
    );
    return () => {
      current = false;
    };
  }, [topic]);
  if (!available || following === null || pushSupport() === 'unsupported') return null;

  const press = () => {
    if (pushSupport() === 'ios-home-screen') return setNote({ text: t.iosHomeScreen, error: false });
    setWorking(true);
    setNote(null);
    const others = storedTopics().filter((chosen) => chosen !== topic);
    const chosen = following ? chooseTopics(others) : turnOn([...others, topic]);
    chosen.then(
      (topics) => {
        setFollowing(topics.includes(topic));
        setWorking(false);
      },
      (failure: unknown) => {
        setWorking(false);
        setNote({ text: failure instanceof Error && failure.message ? failure.message : t.failed, error: true });
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start" mb="lg">
      <Group gap="sm">
        <Button
          variant={following ? 'default' : 'filled'}
          leftSection={following ? <IconBellOff size={16} aria-hidden="true" /> : <IconBell size={16} aria-hidden="true" />}
          loading={working}
          onClick={press}
        >
          {following ? t.unfollow : t.follow}
        </Button>
        {following && <Text size="sm">{t.following}</Text>}
      </Group>
      {note &&
        (note.error ? (
          <Alert color="red" role="alert" p="xs">
            {note.text}
          </Alert>
        ) : (
          <Text size="sm">{note.text}</Text>
        ))}
    </Stack>
  );
}
