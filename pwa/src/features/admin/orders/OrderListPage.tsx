import { Badge, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DESK_BATCH_LIMIT, DESK_STATE_IDS, type DeskPageJson, type DeskQuery, type DeskState, deskStateOfOrder } from '@contract/admin/orderDesk';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate, formatPrice } from '@contract/format';
import { answer, client, get } from '../../../lib/client';
import { savePdf } from '../../../lib/savePdf';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';
import { Loaded } from '../../../lib/ui/Loaded';
import { PageLinks } from '../../../lib/ui/PageLinks';
import { OrderStateBadge } from '../../orderView/OrderStateBadge';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { RecordTable } from '../ui/RecordTable';
import { DeskBulk, type Selection } from './DeskBulk';
import { DeskFilters } from './DeskFilters';
import { DateOrCross } from './orderState';
import { useDeskUrl } from './deskUrl';

const t = adminTexts.orders;

const CHECKBOX_STYLE = { width: 20, height: 20, margin: '0 8px 0 0', verticalAlign: 'middle' } as const;

/** The state tabs, each with how many orders the other filters leave; 'all' is their sum. */
function StateTabs({ counts, state, onChange }: { counts: Record<DeskState, number>; state: string; onChange: (state: string) => void }) {
  const all = DESK_STATE_IDS.reduce((sum, key) => sum + counts[key], 0);
  return (
    <Group gap="xs" role="radiogroup" aria-label={t.filter}>
      <Chip.Group value={state || 'all'} onChange={(value) => onChange(value === 'all' ? '' : value)}>
        <Chip value="all" size="md">
          {t.states.all} ({all})
        </Chip>
        {DESK_STATE_IDS.map((key) => (
          <Chip key={key} value={key} size="md">
            {t.states[key]} ({counts[key]})
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

/** The page's orders in the spec's columns, with the desk state and a checkbox each. */
function DeskTable({ orders, selection, onTick }: { orders: OrderJson[]; selection: Selection; onTick: (order: OrderJson, on: boolean) => void }) {
  return (
    <RecordTable
      label={t.title}
      rows={orders}
      rowKey={(order) => order._id}
      heading={{
        label: t.number,
        cell: (order) => (
          <>
            <input
              type="checkbox"
              checked={selection.has(order._id)}
              onChange={(event) => onTick(order, event.currentTarget.checked)}
              aria-label={t.select(order.orderNumber)}
              style={CHECKBOX_STYLE}
            />
            {order.orderNumber}
            {order.delivery.parcel && (
              <Text span size="xs" c="dimmed" fw={400} ml={6} style={{ whiteSpace: 'nowrap' }}>
                {t.packeta.barcode(order.delivery.parcel.barcode)}
              </Text>
            )}
            {order.isCancelled && (
              <OrderStateBadge state="cancelled" ml={6}>
                {t.cancelledBadge}
              </OrderStateBadge>
            )}
          </>
        ),
      }}
      columns={[
        {
          label: t.customer,
          cell: (order) => (
            <Stack gap={0}>
              <Text span size="sm">
                {order.name}
              </Text>
              <Text span size="xs" c="dimmed">
                {order.email}
              </Text>
            </Stack>
          ),
        },
        {
          label: t.date,
          cell: (order) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(order.createdAt)}
            </Text>
          ),
        },
        {
          label: t.total,
          cell: (order) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(order.totalPrice)}
            </Text>
          ),
          align: 'right',
        },
        { label: t.payment, cell: (order) => order.paymentMethod },
        { label: t.paid, cell: (order) => <DateOrCross date={order.paidAt} done={order.isPaid} missing={t.notPaid} />, align: 'center' },
        { label: t.delivered, cell: (order) => <DateOrCross date={order.deliveredAt} done={order.isDelivered} missing={t.notDelivered} />, align: 'center' },
        {
          label: t.state,
          cell: (order) => (
            <Badge variant="light" color="gray" style={{ textTransform: 'none', minWidth: 'max-content' }}>
              {t.states[deskStateOfOrder(order)]}
            </Badge>
          ),
        },
      ]}
      actions={(order, layout) => (
        <>
          <Button
            component={Link}
            to={`/admin/order/${order._id}`}
            size={layout === 'card' ? 'sm' : 'xs'}
            leftSection={<IconSettings size={16} aria-hidden="true" />}
            aria-label={t.manageOf(order.orderNumber)}
          >
            {t.manage}
          </Button>
          <Button
            component={Link}
            to={`/order/${order._id}`}
            size={layout === 'card' ? 'sm' : 'xs'}
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden="true" />}
            aria-label={t.detailsOf(order.orderNumber)}
          >
            {t.details}
          </Button>
        </>
      )}
      minWidth={1100}
      empty={t.empty}
    />
  );
}

/** The two CSV exports of the filtered orders: one row per order, one per item. */
function DeskExports({ query }: { query: DeskQuery }) {
  const action = useAction();
  const save = (lines: boolean) =>
    void action.run(async () =>
      savePdf(
        await client.admin.orders['export.csv'].$get({ query: { ...query, ...(lines && { lines: '1' as const }) } }),
        lines ? 'objednavky-polozky.csv' : 'objednavky.csv',
      ),
    );
  return (
    <>
      <Button size="sm" variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />} loading={action.busy} onClick={() => save(false)}>
        {t.exportOrders}
      </Button>
      <Button size="sm" variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />} loading={action.busy} onClick={() => save(true)}>
        {t.exportLines}
      </Button>
      <ErrorMessage>{action.failure?.message}</ErrorMessage>
    </>
  );
}

/** /admin/orderlist: the order desk. Tabs per state, filters, search and order in the address; ticked orders for bulk actions. */
export function OrderListPage() {
  const url = useDeskUrl();
  const { page: _page, ...filterOnly } = url.query;
  const [desk, reload] = useApi(get(client.admin.orders, { query: url.query }));
  const [selection, setSelection] = useState<Selection>(new Map());
  const [capped, setCapped] = useState(false);
  const selectAll = useAction();

  const tick = (order: OrderJson, on: boolean) =>
    setSelection((now) => {
      const next = new Map(now);
      if (on) next.set(order._id, order.orderNumber);
      else next.delete(order._id);
      return next;
    });

  /** Every order the filter leaves (page by page), up to the bulk limit. */
  async function selectAllFiltered(pages: number) {
    const picked = new Map<number, number>();
    await selectAll.run(async () => {
      for (let page = 1; page <= pages && picked.size < DESK_BATCH_LIMIT; page++) {
        const { orders } = await answer(client.admin.orders.$get({ query: { ...filterOnly, page: String(page) } }));
        for (const order of orders) if (picked.size < DESK_BATCH_LIMIT) picked.set(order._id, order.orderNumber);
      }
    });
    setCapped(picked.size >= DESK_BATCH_LIMIT);
    setSelection(picked);
  }

  const filtered = (data: DeskPageJson) =>
    url.query.state ? data.counts[url.query.state as DeskState] : DESK_STATE_IDS.reduce((sum, key) => sum + data.counts[key], 0);

  return (
    <AdminPage title={t.title} actions={<DeskExports query={filterOnly} />}>
      <DeskFilters key={url.value('q')} value={url.value} onChange={url.change} onClear={url.clear} />
      <Loaded state={desk}>
        {(data) => (
          <>
            <StateTabs counts={data.counts} state={url.value('state')} onChange={(state) => url.change({ state })} />
            <Paper withBorder p="sm" radius="md">
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {t.selectedCount(selection.size)}
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setSelection(new Map(data.orders.map((order) => [order._id, order.orderNumber])))}
                    disabled={data.orders.length === 0}
                  >
                    {t.selectPage}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={selectAll.busy}
                    onClick={() => void selectAllFiltered(data.pages)}
                    disabled={data.orders.length === 0}
                  >
                    {t.selectAll(filtered(data))}
                  </Button>
                  <Button size="xs" variant="subtle" color="gray" onClick={() => setSelection(new Map())} disabled={selection.size === 0}>
                    {t.clearSelection}
                  </Button>
                </Group>
                {capped && (
                  <Text size="sm" c="orange.9">
                    {t.selectionCapped(DESK_BATCH_LIMIT)}
                  </Text>
                )}
                <ErrorMessage>{selectAll.failure?.message}</ErrorMessage>
                <DeskBulk selection={selection} onDone={reload} />
              </Stack>
            </Paper>
            <DeskTable orders={data.orders} selection={selection} onTick={tick} />
            <PageLinks page={data.page} pages={data.pages} hrefOf={url.pageHref} />
          </>
        )}
      </Loaded>
    </AdminPage>
  );
}
