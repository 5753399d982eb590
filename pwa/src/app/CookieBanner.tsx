import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from '../lib/api';
import { texts } from '../lib/texts';
import { useBrowserValue } from '../lib/useBrowserValue';

const CONSENT_KEY = 'cookieConsent';
const VISIT_COUNTED_KEY = 'visitCounted';

type Consent = 'accepted' | 'declined';

function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null; // storage blocked: ask again, it costs nothing
  }
}

/** Counts this visit once per browser session (spec 4: the counter call is made from the banner area; its answer is only logged). */
function useVisitCounter() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return;
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    } catch {
      return;
    }
    apiRequest<{ count: number }>('/counter/increase', { method: 'PUT' }).then(
      (answer) => console.debug('visits', answer.count),
      () => undefined,
    );
  }, []);
}

/** Asks for cookie consent until the visitor accepts or declines; the choice is kept in localStorage. */
export function CookieBanner() {
  useVisitCounter();
  // A server-rendered page has no banner: it appears after hydration, only if the browser has no choice stored.
  const stored = useBrowserValue(storedConsent, 'unknown');
  const [chosen, setChosen] = useState<Consent | null>(null);
  const consent = chosen ?? stored;

  function choose(choice: Consent) {
    try {
      localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // storage blocked: the banner still goes away for this page view
    }
    setChosen(choice);
  }

  if (consent) return null;
  const c = texts.layout.cookies;
  return (
    <Paper component="section" aria-label={c.label} shadow="lg" radius={0} withBorder p="sm" bg="white">
      <Container size="xl" px={{ base: 0, sm: 'md' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" style={{ flex: '1 1 320px' }}>
            {c.text}{' '}
            <Anchor component={Link} to="/safety-privacy" fz="sm" underline="always">
              {c.more}
            </Anchor>
          </Text>
          <Group gap="sm" wrap="nowrap" grow maw={{ base: '100%', sm: 320 }} style={{ flex: '1 1 240px' }}>
            <Button variant="default" onClick={() => choose('declined')} h={44}>
              {c.decline}
            </Button>
            <Button onClick={() => choose('accepted')} h={44}>
              {c.accept}
            </Button>
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
