import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ProductJson } from '@contract/catalogue';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { Loaded } from '../../lib/ui/Loaded';
import { PageScript } from '../../lib/ui/PageScript';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useDocumentHead } from '../../lib/useDocumentHead';
import { useSession } from '../account/useSession';
import { ProductDetails } from './ProductDetails';
import classes from './ProductPage.module.css';
import { productHead, unknownProductHead } from './productHead';
import { PurchasePanel } from './PurchasePanel';
import { RatingStars } from './RatingStars';
import { RelatedTitles } from './RelatedTitles';
import { ReviewFormTitle } from './ReviewFormTitle';
import { ReviewList } from './ReviewList';
import { ReviewLoginPrompt } from './ReviewLoginPrompt';

// Only signed-in customers get the form (and the shared review rule with it).
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/**
 * The spec scrolls the product page down on load. Only phones need it: there the header fills
 * the first screen, so the page starts at the product; wider screens already show it, and a
 * visitor who has scrolled is left alone. Self-contained: it is also a PageScript.
 */
function scrollToOnPhone(element: HTMLElement) {
  if (window.scrollY > 0 || !window.matchMedia('(max-width: 47.99em)').matches) return;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 8 });
}

/**
 * Starts the page at the element holding it; placed last in it, so the page read so far is long
 * enough to scroll there. A page the server rendered does it as the browser reads it, and the app,
 * which hydrates it a second or two later, leaves the page where the visitor has it by then (even
 * back at the top); a product page the app draws itself scrolls in the app's effect.
 */
function StartHereOnPhone() {
  const ref = useRef<HTMLScriptElement>(null);
  const placedByServer = useRef(useBrowserValue(() => false, true));
  useEffect(() => {
    if (!placedByServer.current) scrollToOnPhone(ref.current!.parentElement!);
  }, []);
  return <PageScript ref={ref} call={scrollToOnPhone} on="parent" />;
}

function Cover({ product }: { product: ProductJson }) {
  return (
    <Box maw={{ base: 240, sm: 340 }} mx={{ base: 'auto', sm: 0 }}>
      <img
        src={product.image}
        alt={product.name}
        width={274}
        height={379}
        fetchPriority="high"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '274 / 379',
          objectFit: 'cover',
          borderRadius: 4,
          boxShadow: '0 4px 16px rgba(16, 34, 58, 0.25)',
        }}
      />
    </Box>
  );
}

function ProductView({ product }: { product: ProductJson }) {
  const t = catalogueTexts.product;
  const signedIn = useSession() !== null;
  return (
    <Stack gap="xl">
      <div className={`${classes.columns} ${classes.product}`}>
        <div>
          <Cover product={product} />
        </div>
        <div>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
                {product.name}
              </Title>
              {product.author && (
                <Text fz="lg" c="gray.7">
                  {product.author}
                </Text>
              )}
              {product.numReviews > 0 && <RatingStars rating={product.rating} />}
            </Stack>
            <PurchasePanel product={product} />
            {product.description && (
              <section aria-labelledby="description-heading">
                <Title order={2} id="description-heading" fz="lg" ff="text" mb="xs">
                  {t.description}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }} lh={1.65} maw={720}>
                  {product.description}
                </Text>
              </section>
            )}
          </Stack>
        </div>
      </div>
      <div className={`${classes.columns} ${classes.more}`}>
        <div>
          <ProductDetails product={product} />
        </div>
        <div>
          <RelatedTitles product={product} />
        </div>
      </div>
      <Stack component="section" aria-labelledby="reviews-heading" gap="md" maw={760}>
        <Title order={2} id="reviews-heading" fz="lg" ff="text">
          {catalogueTexts.reviews.title}
        </Title>
        <ReviewList reviews={product.reviews} />
        {signedIn ? (
          <Suspense fallback={null}>
            <ReviewForm productId={product._id} />
          </Suspense>
        ) : (
          <>
            <ReviewFormTitle>{catalogueTexts.reviews.writeTitle}</ReviewFormTitle>
            <ReviewLoginPrompt productId={product._id} />
          </>
        )}
      </Stack>
      <StartHereOnPhone />
    </Stack>
  );
}

/** The API has no product at the id (unknown, or not an id at all), as opposed to no answer at all. */
/** /product/{id}: everything about one title; an unknown id shows the server's message and a way home, and answers 404. */
export function ProductPage() {
  const { id = '' } = useParams();
  const [state] = useApi(get(client.products[':id'], { param: { id: encodeURIComponent(id) } }));
  useDocumentHead(state.status === 'success' ? productHead(state.data) : (unknownProductHead(state) ?? {}));
  return (
    <>
      <Loaded state={state}>{(product) => <ProductView product={product} />}</Loaded>
      {state.status === 'error' && (
        <Anchor component={Link} to="/">
          {catalogueTexts.product.notFoundHome}
        </Anchor>
      )}
    </>
  );
}
