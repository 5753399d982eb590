import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { commonTexts } from '../texts/common';

const SHOW_AFTER_PX = 400;

/** A floating 'Nahoru' button, shown once the reader has scrolled down; it sits above the mini-player. */
export function ScrollToTopButton() {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Affix position={{ right: 16, bottom: 'calc(var(--mini-player-height, 0px) + 16px)' }}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_AFTER_PX} duration={reduceMotion ? 0 : 150}>
        {(style) => (
          <ActionIcon
            size={48}
            radius="xl"
            style={{ ...style, border: '2px solid var(--mantine-color-white)', boxShadow: 'var(--mantine-shadow-md)' }}
            aria-label={commonTexts.scrollTop}
            onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
          >
            <IconArrowUp size={24} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
