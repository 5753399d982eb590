import { Anchor, Badge, Button, Card, Checkbox, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  FIGURE_PERIODS,
  type FigurePeriod,
  figureRange,
  ORDER_MAILS,
  type OrderMail,
  type OrderMailSwitchesJson,
  type StatsJson,
  type TopProductJson,
} from '@contract/admin/figures';
import { pragueDay } from '@contract/pragueDays';
import { formatDate, formatPrice } from '@contract/format';
import { answer, client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';
import { FiguresChart } from './FiguresChart';

const t = adminTexts.figures;
const PERIODS = Object.keys(FIGURE_PERIODS) as FigurePeriod[];
/** A range no period button gives: none of them is lit. */
const CUSTOM = 'custom';

/** The range in the URL (?from=&to=), the last 30 days without one. */
function useRange(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const range = figureRange(asked, today);
  const shown = 'refusal' in range ? figureRange({}, today) : range;
  const show = (from: string, to: string) => setParams({ from, to });
  return { asked, range: shown as { from: string; to: string }, show };
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Card>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

function TopTable({ products, by }: { products: TopProductJson[]; by: 'copies' | 'revenue' }) {
  if (products.length === 0) return <Text size="sm">{t.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.bookTitle}</Table.Th>
            <Table.Th ta="right">{by === 'copies' ? t.copies : t.revenue}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={`${product.productId ?? ''}${product.name}`}>
              <Table.Td>{product.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {by === 'copies' ? product.copies : formatPrice(product.revenue)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LowStock({ items }: { items: StatsJson['lowStock'] }) {
  if (items.length === 0) return <Text size="sm">{t.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.bookTitle}</Table.Th>
            <Table.Th ta="right">{t.inStock}</Table.Th>
            <Table.Th ta="right">{t.threshold}</Table.Th>
            <Table.Th ta="right">{t.orderedInRange}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.productId}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/product/${item.productId}/edit`}>
                  {item.name}
                </Anchor>{' '}
                <Badge color={item.state === 'soldOut' ? 'red' : 'yellow'} variant="light" size="sm">
                  {item.state === 'soldOut' ? t.soldOut : t.low}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{item.countInStock}</Table.Td>
              <Table.Td ta="right">{item.threshold}</Table.Td>
              <Table.Td ta="right">{item.orderedInRange}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ stats }: { stats: StatsJson }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <Figure label={t.revenue} value={formatPrice(stats.revenue)} />
        <Figure label={t.orders} value={String(stats.orders)} />
        <Figure label={t.averageOrder} value={formatPrice(stats.averageOrder)} />
        <Figure label={t.paid} value={formatPrice(stats.paid.revenue)} note={t.ordersOf(stats.paid.orders)} />
        <Figure label={t.waiting} value={formatPrice(stats.waiting.revenue)} note={t.ordersOf(stats.waiting.orders)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t.definition}
      </Text>
      <Section title={t.chart}>
        <FiguresChart days={stats.byDay} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t.topByCopies}>
          <TopTable products={stats.topProducts.byCopies} by="copies" />
        </Section>
        <Section title={t.topByRevenue}>
          <TopTable products={stats.topProducts.byRevenue} by="revenue" />
        </Section>
      </SimpleGrid>
      <Section title={t.lowStock} intro={t.lowStockIntro}>
        <LowStock items={stats.lowStock} />
      </Section>
      <Section title={t.overdue} intro={t.overdueIntro}>
        {stats.overdueTransfers.length === 0 ? (
          <Text size="sm">{t.none}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {stats.overdueTransfers.map((order) => (
              <li key={order.orderId}>
                <Anchor component={Link} to={`/admin/order/${order.orderId}`}>
                  {t.overdueOrder(order.orderNumber, order.name, formatPrice(order.total), order.days)}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}

/** The period buttons and the custom range's date inputs. */
function RangePicker({ today, range, show }: { today: string; range: { from: string; to: string }; show: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const preset = PERIODS.find((period) => range.to === today && range.from === FIGURE_PERIODS[period].from(today)) ?? CUSTOM;
  const choose = (value: string) => {
    const start = FIGURE_PERIODS[value as FigurePeriod].from(today);
    setFrom(start);
    setTo(today);
    show(start, today);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(from, to);
  };
  return (
    <Stack gap="xs">
      <SegmentedControl value={preset} onChange={choose} data={PERIODS.map((period) => ({ value: period, label: FIGURE_PERIODS[period].label }))} fullWidth />
      <Group component="form" onSubmit={submit} gap="xs" align="flex-end" wrap="wrap" aria-label={t.custom}>
        <TextInput type="date" label={t.from} value={from} onChange={(event) => setFrom(event.currentTarget.value)} w={160} />
        <TextInput type="date" label={t.to} value={to} onChange={(event) => setTo(event.currentTarget.value)} w={160} />
        <Button type="submit" variant="light">
          {t.show}
        </Button>
      </Group>
    </Stack>
  );
}

/** The switches of the order-event mails, each saved as it is changed (PUT /api/admin/order-mails). */
function OrderMailSwitches() {
  const [switches, reload] = useApi(get(client.admin['order-mails']));
  const action = useAction();
  const [saved, setSaved] = useState(false);
  const change = async (mail: OrderMail, enabled: boolean) => {
    setSaved(false);
    if (await action.run(() => answer(client.admin['order-mails'].$put({ json: { [mail]: enabled } })))) setSaved(true);
    reload();
  };
  return (
    <Section title={t.mails} intro={t.mailsIntro}>
      <ErrorMessage>{action.failure?.message ?? null}</ErrorMessage>
      <SuccessMessage>{saved && t.mailsSaved}</SuccessMessage>
      <Loaded state={switches}>
        {(current: OrderMailSwitchesJson) =>
          (Object.keys(ORDER_MAILS) as OrderMail[]).map((mail) => (
            <Checkbox
              key={mail}
              label={ORDER_MAILS[mail].label}
              checked={current[mail]}
              disabled={action.busy}
              onChange={(event) => void change(mail, event.currentTarget.checked)}
            />
          ))
        }
      </Loaded>
    </Section>
  );
}

/** /admin: the administrator's figures for a period, with the chart, top titles, low stock and overdue transfers; and the order mails' switches. */
export function FiguresPage() {
  const today = pragueDay(new Date());
  const { asked, range, show } = useRange(today);
  const refusal = figureRange(asked, today);
  const [stats] = useApi(get(client.admin.stats, { query: range }));
  return (
    <AdminPage title={t.title}>
      <RangePicker key={`${range.from} ${range.to}`} today={today} range={range} show={show} />
      <ErrorMessage>{'refusal' in refusal ? refusal.refusal : null}</ErrorMessage>
      <Text fw={600}>{t.range(formatDate(`${range.from}T12:00:00Z`), formatDate(`${range.to}T12:00:00Z`))}</Text>
      <Loaded state={stats}>{(figures) => <Figures stats={figures} />}</Loaded>
      <OrderMailSwitches />
    </AdminPage>
  );
}
