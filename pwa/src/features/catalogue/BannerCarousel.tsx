import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { type BannerJson, type BannerListJson, CATEGORIES, NEW_BOOKS_YEAR } from '../../../../api/src/contract/catalogue';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { texts } from '../../lib/texts';

const BANNER_WIDTH = 1296;
const BANNER_HEIGHT = 382;

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

function BannerSlides({ banners }: { banners: BannerJson[] }) {
  const reducedMotion = useReducedMotion();
  // On a phone the arrows would cover half the banner; swiping does their job there.
  const wide = useMediaQuery('(min-width: 48em)');
  // Autoplay pauses while the pointer is over the banner and resumes when it leaves.
  const autoplay = useRef(Autoplay({ delay: 6000, stopOnMouseEnter: true, stopOnInteraction: false }));
  return (
    <Carousel
      withIndicators={banners.length > 1}
      withControls={wide && banners.length > 1}
      controlSize={40}
      // The bars stay 5 px thin, but each is a 24 px tall target (WCAG 2.5.8).
      styles={{ indicator: { height: 24, paddingBlock: 9.5, backgroundClip: 'content-box' } }}
      emblaOptions={{ loop: true }}
      plugins={reducedMotion ? [] : [autoplay.current]}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={banner._id}>
          <BannerImage banner={banner} first={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/** The home page's banners (GET /api/banner); the box keeps the banner's shape while loading, so nothing below jumps. */
export function BannerCarousel() {
  const state = useApi<BannerListJson>('/banner');
  if (state.status === 'success' && state.data.banners.length === 0) return null;
  return (
    <Box component="section" aria-label={texts.catalogue.home.banners} mb="lg" style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="gray.1">
      <Loaded state={state}>{(list) => <BannerSlides banners={list.banners} />}</Loaded>
    </Box>
  );
}
