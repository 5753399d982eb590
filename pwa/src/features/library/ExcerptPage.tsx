import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ProductJson } from '@contract/catalogue';
import { commonTexts } from '../../lib/texts/common';
import { contentTexts } from '../../lib/texts/content';
import { Loaded } from '../../lib/ui/Loaded';
import { PageLinks } from '../../lib/ui/PageLinks';
import { ScrollToTopButton } from '../../lib/ui/ScrollToTopButton';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentHead } from '../../lib/useDocumentHead';
import { previewText, unknownProductHead } from '../catalogue/productHead';
import { paginateExcerpt } from './paginateExcerpt';

const t = contentTexts.excerpt;

/** /library/{id} and /library/{id}/page/{n}: a book's excerpt, a page at a time, for comfortable reading; an unknown id answers 404. */
export function ExcerptPage() {
  const { id = '', pageNumber } = useParams();
  const [state] = useApi(get(client.products[':id'], { param: { id: encodeURIComponent(id) } }));
  useDocumentHead(
    state.status === 'success'
      ? {
          title: t.title(state.data.name),
          description: previewText(state.data.excerpt.excerpt),
          image: state.data.excerpt.image || state.data.image,
          type: 'article',
        }
      : (unknownProductHead(state) ?? { title: contentTexts.library.title }),
  );
  return (
    <Box maw="68ch" mx="auto">
      <BackButton />
      <Loaded state={state}>{(product) => <Excerpt product={product} page={Number(pageNumber) || 1} />}</Loaded>
      <ScrollToTopButton />
    </Box>
  );
}

/** Back where the reader came from, or to the reading room when the page was opened directly. */
function BackButton() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Button
      variant="default"
      h={40}
      mb="md"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      onClick={() => (key === 'default' ? navigate('/library') : navigate(-1))}
    >
      {commonTexts.back}
    </Button>
  );
}

function Excerpt({ product, page }: { product: ProductJson; page: number }) {
  const pages = useMemo(() => paginateExcerpt(product.excerpt.excerpt), [product.excerpt.excerpt]);
  const current = Math.min(Math.max(page, 1), pages.length);
  const paragraphs = pages[current - 1];

  return (
    <Box component="article">
      <ExcerptHeader product={product} />
      {paragraphs ? (
        <>
          {pages.length > 1 && (
            <Text size="sm" c="gray.7" mt="lg">
              {t.pageOf(current, pages.length)}
            </Text>
          )}
          <Box ff="heading" fz={{ base: 18, sm: 19 }} lh={1.7} c="dark.8" mt="sm">
            {paragraphs.map((paragraph, i) => (
              <Text key={i} inherit mb="1em" style={{ whiteSpace: 'pre-line', hyphens: 'auto' }}>
                {paragraph}
              </Text>
            ))}
          </Box>
          <PageLinks page={current} pages={pages.length} hrefOf={(n) => `/library/${product._id}/page/${n}`} />
        </>
      ) : (
        <NoExcerpt productId={product._id} />
      )}
    </Box>
  );
}

function ExcerptHeader({ product }: { product: ProductJson }) {
  const { image, part } = product.excerpt;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      {image && (
        <img
          src={image}
          alt={t.imageAlt(product.name)}
          width={250}
          height={250}
          style={{ flex: 'none', width: 'clamp(110px, 32vw, 200px)', height: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      <Stack gap={6} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.25}>
          {product.name}
        </Title>
        {product.author && <Text c="gray.7">{product.author}</Text>}
        {part && (
          <Text fw={600} c="navy.7">
            {part}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function NoExcerpt({ productId }: { productId: number }) {
  return (
    <Stack align="flex-start" mt="lg">
      <Text>{t.noExcerpt}</Text>
      <Button component={Link} to={`/product/${productId}`} h={40} leftSection={<IconBook size={18} aria-hidden="true" />}>
        {t.toProduct}
      </Button>
    </Stack>
  );
}
