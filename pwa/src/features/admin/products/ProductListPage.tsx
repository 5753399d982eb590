import { Anchor, Badge, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconDiscount, IconMessageCircle, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdminProductRowJson } from '@contract/admin/products';
import { answer, client, get } from '../../../lib/client';
import { formatPrice } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { PageLinks } from '../../../lib/ui/PageLinks';
import { AdminPage } from '../ui/AdminPage';
import { EditAndDelete } from '../ui/EditAndDelete';
import { DraftBadge } from '../ui/DraftBadge';
import { RecordTable } from '../ui/RecordTable';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';

const t = adminTexts.products;

function Price({ product }: { product: AdminProductRowJson }) {
  if (product.discount <= 0) return <>{formatPrice(product.price)}</>;
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {formatPrice(product.price)}
      </Text>
      <Text span size="xs" c="red.9" fw={600}>
        {t.afterDiscount(formatPrice(product.discountedPrice))}
      </Text>
    </Stack>
  );
}

/** The Detaily column (admin spec 2.2): 'OK', or '???' in orange with the missing fields. */
function Details({ product }: { product: AdminProductRowJson }) {
  if (product.details === 'OK') {
    return <Badge color="teal.9">OK</Badge>;
  }
  const missing = `${t.missing} ${product.missingDetails.map((field) => t.detailFields[field]).join(', ')}`;
  return (
    <>
      <Tooltip label={missing} multiline maw={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Badge color="orange" component="button" type="button" aria-label={`??? ${missing}`} style={{ cursor: 'help' }}>
          ???
        </Badge>
      </Tooltip>
      {/* On phones, where nothing hovers, the missing fields are written out. */}
      <Text size="xs" c="dimmed" hiddenFrom="sm" mt={2} aria-hidden="true">
        {missing}
      </Text>
    </>
  );
}

function Stock({ product }: { product: AdminProductRowJson }) {
  return (
    <Text span size="sm" fw={product.lowStock ? 700 : undefined} c={product.lowStock ? 'red.9' : undefined} title={product.lowStock ? t.lowStock : undefined}>
      {product.countInStock}
    </Text>
  );
}

/** 'Vytvořit produkt': an empty record, then its edit page (admin spec 2.2). */
function CreateProductButton() {
  const navigate = useNavigate();
  const create = useAction();
  return (
    <>
      <Button
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        loading={create.busy}
        onClick={async () => {
          const product = await create.run(() => answer(client.products.$post()));
          if (product) navigate(`/admin/product/${product._id}/edit`);
        }}
      >
        {t.create}
      </Button>
      {create.failure && (
        <Text c="red.8" size="sm" role="alert" w="100%">
          {create.failure.message}
        </Text>
      )}
    </>
  );
}

/** /admin/productlist and /admin/productlist/{n}: 10 products a page, newest first. */
export function ProductListPage() {
  const page = Math.max(1, Number(useParams().pageNumber) || 1);
  const [list, reload] = useApi(get(client.admin.products, { query: { pageNumber: String(page) } }));
  return (
    <AdminPage
      title={t.title}
      actions={
        <>
          <Button component={Link} to="/admin/reviews" variant="default" leftSection={<IconMessageCircle size={18} aria-hidden="true" />}>
            {t.reviews}
          </Button>
          <Button component={Link} to="/create-discount" variant="default" leftSection={<IconDiscount size={18} aria-hidden="true" />}>
            {t.createDiscount}
          </Button>
          <CreateProductButton />
        </>
      }
    >
      <Loaded state={list}>
        {({ products, pages }) => (
          <>
            <RecordTable
              label={t.title}
              rows={products}
              rowKey={(product) => product._id}
              heading={{
                label: t.name,
                cell: (product) =>
                  product.isDraft ? (
                    // A draft has no public page yet.
                    <>
                      <Text span fw={600}>
                        {product.name}
                      </Text>
                      <DraftBadge />
                    </>
                  ) : (
                    <Anchor component={Link} to={`/product/${product._id}`} fw={600} c="inherit">
                      {product.name}
                    </Anchor>
                  ),
              }}
              columns={[
                { label: t.id, cell: (product) => product._id },
                { label: t.price, cell: (product) => <Price product={product} /> },
                { label: t.discount, cell: (product) => (product.discount > 0 ? `${product.discount} %` : '–') },
                { label: t.stock, cell: (product) => <Stock product={product} />, align: 'right' },
                { label: t.category, cell: (product) => product.category || '–' },
                { label: t.author, cell: (product) => product.author || '–' },
                { label: t.details, cell: (product) => <Details product={product} /> },
              ]}
              actions={(product, layout) => (
                <EditAndDelete
                  name={product.name}
                  editTo={`/admin/product/${product._id}/edit`}
                  question={t.confirmDelete(product.name)}
                  note={t.deleteNote}
                  onDelete={() => client.products[':id'].$delete({ param: { id: String(product._id) } })}
                  onDone={reload}
                  layout={layout}
                />
              )}
              minWidth={980}
              empty={t.empty}
            />
            <PageLinks page={page} pages={pages} hrefOf={(n) => `/admin/productlist/${n}`} />
          </>
        )}
      </Loaded>
    </AdminPage>
  );
}
