import { Anchor, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReviewedProductJson } from '@contract/admin/products';
import type { ReviewJson } from '@contract/catalogue';
import { answer as answerOf, client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { PageLinks } from '../../../lib/ui/PageLinks';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { DeleteButton } from '../ui/ConfirmButton';
import { Flash, useFlash } from '../ui/Flash';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';

const t = adminTexts.reviews;

interface ReviewProps {
  product: ReviewedProductJson;
  review: ReviewJson;
  onApproved: (message: string) => void;
  onDeleted: () => void;
}

function Review({ product, review, onApproved, onDeleted }: ReviewProps) {
  const approve = useAction();
  return (
    <Card component="li" withBorder padding="sm" radius="md" bg={review.isAcknowledged ? undefined : 'red.0'}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {/* The spec's date: the first 10 characters of the creation time. */}
          {review.name} · {review.createdAt.slice(0, 10)}
        </Text>
        <Badge color={review.isAcknowledged ? 'green.8' : 'red.8'} variant="filled" style={{ flexShrink: 0 }}>
          {review.isAcknowledged ? t.approved : t.notApproved}
        </Badge>
      </Group>
      <Text my="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Text>
      <ErrorMessage>{approve.failure?.message}</ErrorMessage>
      <Group gap="xs" mt={approve.failure ? 'xs' : 0}>
        {!review.isAcknowledged && (
          <Button
            size="sm"
            color="green.8"
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={approve.busy}
            aria-label={t.approveOf(review.name)}
            onClick={async () => {
              const answer = await approve.run(() =>
                answerOf(client.products[':id'].reviews.acknowledge.$put({ param: { id: String(product._id) }, json: { reviewId: review._id } })),
              );
              if (answer) onApproved(answer.message);
            }}
          >
            {t.approve}
          </Button>
        )}
        <DeleteButton
          name={review.name}
          ariaLabel={t.deleteOf(review.name)}
          question={t.confirmDelete}
          onDelete={() => client.products[':id'].reviews[':reviewId'].$delete({ param: { id: String(product._id), reviewId: String(review._id) } })}
          onDone={onDeleted}
          size="sm"
        />
      </Group>
    </Card>
  );
}

/** /admin/reviews: products that have reviews, 10 a page, each with every review to approve or delete. */
export function ReviewsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [list, reload] = useApi(get(client.admin.reviews, { query: { pageNumber: String(page) } }));
  const [flash, showFlash, hideFlash] = useFlash();

  return (
    <AdminPage title={t.title} back={{ to: '/admin/productlist', label: t.backToProducts }}>
      <Flash message={flash} onClose={hideFlash} />
      <Text>{t.intro}</Text>
      <Loaded state={list}>
        {({ products, pages }) =>
          products.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <>
              <Stack gap="lg">
                {products.map((product) => (
                  <Card key={product._id} withBorder padding="md" radius="md" component="section" aria-labelledby={`reviewed-${product._id}`}>
                    <Group gap="sm" wrap="nowrap" mb="sm" align="center">
                      {product.image && <Image src={product.image} alt="" w={40} h={55} fit="cover" radius="xs" />}
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={700} id={`reviewed-${product._id}`} style={{ overflowWrap: 'anywhere' }}>
                          {product.name}
                        </Text>
                        <Anchor component={Link} to={`/product/${product._id}`} size="sm">
                          {t.toProduct}
                        </Anchor>
                      </Stack>
                    </Group>
                    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                      {product.reviews.map((review) => (
                        <Review
                          key={review._id}
                          product={product}
                          review={review}
                          onApproved={(message) => {
                            showFlash(message);
                            reload();
                          }}
                          onDeleted={reload}
                        />
                      ))}
                    </Stack>
                  </Card>
                ))}
              </Stack>
              <PageLinks page={page} pages={pages} hrefOf={(n) => `/admin/reviews?page=${n}`} />
            </>
          )
        }
      </Loaded>
    </AdminPage>
  );
}
