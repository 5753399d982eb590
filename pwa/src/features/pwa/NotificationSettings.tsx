import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PODCASTS } from '@contract/podcasts';
import { ORDERS_TOPIC, podcastTopic, type PushTopic } from '@contract/push';
import { pushTexts as t } from '../../lib/texts/push';
import { chooseTopics, currentSubscription, pushSupport, storedTopics, turnOff, turnOn } from './pushSubscription';
import { usePushAvailable } from './usePushAvailable';

type State = { on: boolean; topics: PushTopic[] } | null;

const TOPICS = [
  { topic: ORDERS_TOPIC, label: t.ordersTopic },
  ...PODCASTS.map((podcast) => ({ topic: podcastTopic(podcast.slug), label: t.episodesOf(podcast.title) })),
];

/** 'Allow' and what this device can do instead when it cannot have push (iOS outside the home screen, an old browser). */
export function PushOffer({ text, onOn }: { text: string; onOn?: (topics: PushTopic[]) => void }) {
  const support = pushSupport();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (support === 'ios-home-screen') return <Text size="sm">{t.iosHomeScreen}</Text>;
  if (support === 'unsupported') return <Text size="sm">{t.unsupported}</Text>;
  if (Notification.permission === 'denied') return <Text size="sm">{t.denied}</Text>;
  const allow = () => {
    setWorking(true);
    setError(null);
    turnOn().then(
      (topics) => onOn?.(topics),
      (failure: unknown) => {
        setWorking(false);
        setError(failure instanceof Error && failure.message ? failure.message : t.failed);
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{text}</Text>
      <Button leftSection={<IconBell size={16} aria-hidden="true" />} loading={working} onClick={allow}>
        {t.allow}
      </Button>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** The account page's 'Upozornění': turn push on or off on this device and choose what it hears about. */
export function NotificationSettings() {
  const available = usePushAvailable();
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let current = true;
    currentSubscription().then(
      (subscription) => current && setState({ on: Boolean(subscription), topics: storedTopics() }),
      () => current && setState({ on: false, topics: [] }),
    );
    return () => {
      current = false;
    };
  }, []);
  const toggle = (topic: PushTopic, chosen: boolean) => {
    if (!state) return;
    const topics = chosen ? [...state.topics, topic] : state.topics.filter((other) => other !== topic);
    setState({ on: true, topics });
    void chooseTopics(topics).then((stored) => setState({ on: true, topics: stored }));
  };
  if (!available) return null;
  return (
    <Paper withBorder p="md" radius="md" maw={{ md: 620 }} component="section" aria-labelledby="push-title">
      <Title order={2} fz="lg" mb="sm" id="push-title">
        {t.title}
      </Title>
      {state?.on ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t.turnedOn} {t.choose}
          </Text>
          {TOPICS.map(({ topic, label }) => (
            <Checkbox key={topic} label={label} checked={state.topics.includes(topic)} onChange={(event) => toggle(topic, event.currentTarget.checked)} />
          ))}
          <Button variant="default" mt="xs" onClick={() => void turnOff().then(() => setState({ on: false, topics: [] }))}>
            {t.turnOff}
          </Button>
        </Stack>
      ) : (
        state && <PushOffer text={t.explanation} onOn={(topics) => setState({ on: true, topics })} />
      )}
    </Paper>
  );
}

/** The offer after an order (its confirmation screen), unless this device already hears about orders. */
export function AfterOrderPushOffer() {
  const available = usePushAvailable();
  const [shown, setShown] = useState<'offer' | 'on' | null>(null);
  useEffect(() => {
    let current = true;
    currentSubscription().then(
      (subscription) => current && !subscription && setShown('offer'),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!shown || !available) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t.title}>
      {shown === 'on' ? <Text size="sm">{t.turnedOn}</Text> : <PushOffer text={t.afterOrder} onOn={() => setShown('on')} />}
    </Paper>
  );
}
