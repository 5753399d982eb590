import { Box } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type BannerJson, CATEGORIES, NEW_BOOKS_YEAR } from '@contract/catalogue';
import { Loaded } from '../../lib/ui/Loaded';
import { useAfterIdle } from '../../lib/useAfterIdle';
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

/** The index of the banner the carousel shows. */
function useSelectedBanner(carousel: UseEmblaCarouselType[1]): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => setSelected(carousel.selectedScrollSnap());
    carousel.on('select', onSelect);
    return () => {
      carousel.off('select', onSelect);
    };
  }, [carousel]);
  return selected;
}

/**
 * The banners one after another (Embla): swiped on a phone, with arrows on a wider screen, a bar
 * per banner, and moving on every 6 s unless the visitor prefers reduced motion, points at it or
 * focuses it.
 */
function BannerSlides({ banners }: { banners: BannerJson[] }) {
  const reducedMotion = useReducedMotion();
  // On a phone the arrows would cover half the banner; swiping does their job there.
  const wide = useMediaQuery('(min-width: 48em)');
  const [autoplay] = useState(() => Autoplay({ delay: 6000, stopOnMouseEnter: true, stopOnInteraction: false }));
  const [viewport, carousel] = useEmblaCarousel({ loop: true }, reducedMotion ? [] : [autoplay]);
  // Embla measures every slide when it starts, a long task on a slow phone: it starts once the
  // browser is idle, and until then the first banner shows as it will then.
  const started = useAfterIdle();
  const selected = useSelectedBanner(carousel);
  const several = banners.length > 1;
  return (
    <div className={classes.carousel}>
      <div className={classes.viewport} ref={started ? viewport : undefined}>
        <div className={classes.track}>
          {banners.map((banner, index) => (
            <div key={banner._id} className={classes.slide}>
              <BannerImage banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {several && wide && (
        <>
          <button type="button" className={`${classes.control} ${classes.previous}`} aria-label={t.previousBanner} onClick={() => carousel?.scrollPrev()}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className={`${classes.control} ${classes.next}`} aria-label={t.nextBanner} onClick={() => carousel?.scrollNext()}>
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
              aria-current={index === selected}
              onClick={() => carousel?.scrollTo(index)}
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
    <Box component="section" aria-label={t.banners} mb="lg" style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="gray.1">
      <Loaded state={state}>{(list) => <BannerSlides banners={list.banners} />}</Loaded>
    </Box>
  );
}
