import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { commonTexts } from '../texts/common';
import { BOTTOM_BAR_Z_INDEX, useBottomBarHeight } from './layers';

const SHOW_AFTER_PX = 400;

/** A floating 'Nahoru' button, shown once the reader has scrolled down; it sits above the bottom bar. */
export function ScrollToTopButton() {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  const bottomBarHeight = useBottomBarHeight();
  return (
    // Fixed to the window, it needs no portal (whose mount is a second render as the app takes the
    // page over); it stays over the bottom bar, which comes after it in the page, should they meet.
    <Affix withinPortal={false} zIndex={BOTTOM_BAR_Z_INDEX + 1} position={{ right: 16, bottom: bottomBarHeight + 16 }}>
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
