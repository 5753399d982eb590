import { Box } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type BannerJson, CATEGORIES, NEW_BOOKS_YEAR } from '@contract/catalogue';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { catalogueTexts } from '../../lib/texts/catalogue';
import classes from './BannerCarousel.module.css';

const BANNER_WIDTH = 1296;
const BANNER_HEIGHT = 382;
const t = catalogueTexts.home;

/** Where a banner leads: the menu section or e-shop category it is about; other banners are only pictures. */
function bannerTarget(category: string): string | undefined {
  const sections: Record<string, string> = {
    Novinky: `/new-books/${NEW_BOOKS_YEAR}`,
    Podcast: '/words-of-life',
    Čítárna: '/library',
    Video: '/video',
  };
  const eshopCategory = CATEGORIES.find((c) => c.name === category);
  return sections[category] ?? (eshopCategory && `/eshop/${eshopCategory.slug}`);
}

function BannerImage({ banner, first }: { banner: BannerJson; first: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.bannerTitle}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
  const target = bannerTarget(banner.category);
  return target ? <Link to={target}>{image}</Link> : image;
}

const AUTOPLAY_MS = 6000;

/**
 * The banner the strip shows, kept from its scroll position (a swipe, a bar, an arrow or the
 * timer all scroll it), and `show` to scroll to a banner: past the last comes the first again.
 */
function useShownBanner(strip: RefObject<HTMLDivElement | null>, count: number, reducedMotion: boolean) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setShown(Math.round(element.scrollLeft / element.clientWidth));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [strip]);
  const show = useCallback(
    (index: number) => {
      const element = strip.current;
      if (!element) return;
      const wrapped = (index + count) % count;
      element.scrollTo({ left: wrapped * element.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [strip, count, reducedMotion],
  );
  return { shown, show };
}

/**
 * The banners side by side in a strip that snaps to each one (CSS scroll snap, so a phone swipes
 * it from the first paint, before the app has started), with arrows on a wider screen, a bar per
 * banner, and moving on 6 s after the last move unless the visitor prefers reduced motion, points
 * at it or focuses it.
 */
function BannerSlides({ banners }: { banners: BannerJson[] }) {
  const reducedMotion = useReducedMotion();
  // On a phone the arrows would cover half the banner; swiping does their job there.
  const wide = useMediaQuery('(min-width: 48em)');
  const strip = useRef<HTMLDivElement>(null);
  const { shown, show } = useShownBanner(strip, banners.length, reducedMotion);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const several = banners.length > 1;
  const moving = several && !reducedMotion && !held.pointer && !held.focus;
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => show(shown + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [moving, shown, show]);
  return (
    <div
      className={classes.carousel}
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <div className={classes.strip} ref={strip}>
        {banners.map((banner, index) => (
          <div key={banner._id} className={classes.slide}>
            <BannerImage banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      {several && wide && (
        <>
          <button type="button" className={`${classes.control} ${classes.previous}`} aria-label={t.previousBanner} onClick={() => show(shown - 1)}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className={`${classes.control} ${classes.next}`} aria-label={t.nextBanner} onClick={() => show(shown + 1)}>
            <IconChevronRight size={18} aria-hidden="true" />
          </button>
        </>
      )}
      {several && (
        <div className={classes.indicators}>
          {banners.map((banner, index) => (
            <button
              key={banner._id}
              type="button"
              className={classes.indicator}
              aria-label={t.showBanner(banner.bannerTitle)}
              aria-current={index === shown}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The home page's banners (GET /api/banner); the box keeps the banner's shape while loading, so nothing below jumps. */
export function BannerCarousel() {
  const [state] = useApi(get(client.banner));
  if (state.status === 'success' && state.data.banners.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t.banners}
      mb="lg"
      style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bg="gray.1"
    >
      <Loaded state={state}>{(list) => <BannerSlides banners={list.banners} />}</Loaded>
    </Box>
  );
}
