import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { answer, client } from '../lib/client';
import { layoutTexts } from '../lib/texts/layout';
import { PageScript } from '../lib/ui/PageScript';
import { useBrowserValue } from '../lib/useBrowserValue';

const CONSENT_KEY = 'cookieConsent';
const VISIT_COUNTED_KEY = 'visitCounted';

type Consent = 'accepted' | 'declined';

// The three functions below are self-contained: a page the server rendered also runs them (PageScript).

/** The visitor's stored choice. */
function storedChoice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: ask again, it costs nothing
  }
}

function storeChoice(key: string, choice: string) {
  try {
    localStorage.setItem(key, choice);
  } catch {
    // storage blocked: the banner still goes away for this page view
  }
}

/**
 * A page the server rendered carries the banner hidden, and runs this as the browser reads it: a
 * new visitor has the banner from the first paint (it does not slide in under a finger when the
 * app starts) and can answer it at once, a returning one never sees it, and without JavaScript it
 * stays hidden. The app then keeps or removes it.
 */
function offerChoiceEarly(banner: HTMLElement, key: string, stored: typeof storedChoice, store: typeof storeChoice) {
  if (stored(key)) return;
  banner.style.removeProperty('display');
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-choice]')?.dataset.choice;
    if (!choice) return;
    store(key, choice);
    banner.style.display = 'none';
  });
}

const storedConsent = () => storedChoice(CONSENT_KEY);

/** Counts this visit once per browser session (spec 4: the counter call is made from the banner area; its answer is only logged). */
function useVisitCounter() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return;
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    } catch {
      return;
    }
    answer(client.counter.increase.$put()).then(
      (visits) => console.debug('visits', visits.count),
      () => undefined,
    );
  }, []);
}

/** Asks for cookie consent until the visitor accepts or declines; the choice is kept in localStorage. */
export function CookieBanner() {
  useVisitCounter();
  // 'unknown' on the server, and while the app takes over the page it rendered.
  const stored = useBrowserValue(storedConsent, 'unknown');
  const [chosen, setChosen] = useState<Consent | null>(null);
  const consent = chosen ?? stored;
  const asOnServer = consent === 'unknown';

  function choose(choice: Consent) {
    storeChoice(CONSENT_KEY, choice);
    setChosen(choice);
  }

  if (consent && !asOnServer) return null;
  const c = layoutTexts.cookies;
  return (
    <>
      <Paper component="section" aria-label={c.label} shadow="lg" radius={0} withBorder p="sm" bg="white" style={asOnServer ? { display: 'none' } : undefined}>
        <Container size="xl" px={{ base: 0, sm: 'md' }}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fz="sm" style={{ flex: '1 1 320px' }}>
              {c.text}{' '}
              <Anchor component={Link} to="/safety-privacy" fz="sm" underline="always">
                {c.more}
              </Anchor>
            </Text>
            <Group gap="sm" wrap="nowrap" grow maw={{ base: '100%', sm: 320 }} style={{ flex: '1 1 240px' }}>
              <Button variant="default" onClick={() => choose('declined')} data-choice="declined" h={44}>
                {c.decline}
              </Button>
              <Button onClick={() => choose('accepted')} data-choice="accepted" h={44}>
                {c.accept}
              </Button>
            </Group>
          </Group>
        </Container>
      </Paper>
      {asOnServer && <PageScript call={offerChoiceEarly} on="previous" args={[CONSENT_KEY, storedChoice, storeChoice]} />}
    </>
  );
}
