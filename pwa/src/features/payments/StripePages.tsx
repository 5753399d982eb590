// The pages Stripe returns to (spec, storefront 2 Checkout and 4 Card payment):
// /order/{id}/stripe-success/{init} and /order/{id}/stripe-fail. Both need a sign-in.
import { Alert, Anchor, Box, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderJson } from '@contract/checkout/orderJson';
import { ApiError } from '../../lib/api';
import { answer, client } from '../../lib/client';
import { formatDate } from '@contract/format';
import { commonTexts } from '../../lib/texts/common';
import { paymentsTexts } from '../../lib/texts/payments';
import type { LoadState } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { RequireSignIn } from '../account/RequireSignIn';
import { BankTransferPanel } from '../orderView/BankTransferPanel';
import { OrderDetails } from '../orderView/OrderDetails';
import { OrderStates } from '../orderView/OrderStates';
import { PayByCardButton } from './CardPaymentPanel';
import { canPayByCard, confirmReturnFromStripe, logPaymentError, reportFailedPayment } from './cardPayment';
import { startNewOrder } from './newOrder';

const t = paymentsTexts;

type Loading = LoadState<OrderJson>;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : commonTexts.requestFailed);

function Spinner({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader aria-label={label} />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** 'Nová objednávka': clears the saved cart, shipping address and payment method, then goes to /. */
function NewOrderButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      await startNewOrder();
    } finally {
      navigate('/');
    }
  }
  return (
    <Button variant="default" size="md" leftSection={<IconShoppingCartPlus size={20} aria-hidden="true" />} loading={busy} onClick={() => void start()}>
      {t.newOrder}
    </Button>
  );
}

function Frame({ title, children }: { title: string | undefined; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box maw={760} mx="auto">
      <Stack gap="md">
        {title && (
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Box>
  );
}

interface OrderOutcomeProps {
  state: Loading;
  titleOf: (orderNumber: number) => string;
  loadingLabel: string;
  /** What happened to the payment, shown above the order's summary. */
  children: (order: OrderJson) => ReactNode;
}

/** Both pages: a spinner, the server's message, or the outcome over the order and the new-order button. */
function OrderOutcome({ state, titleOf, loadingLabel, children }: OrderOutcomeProps) {
  const order = state.status === 'success' ? state.data : undefined;
  return (
    <Frame title={order ? titleOf(order.orderNumber) : undefined}>
      {state.status === 'loading' && <Spinner label={loadingLabel} />}
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
      {order && (
        <>
          {children(order)}
          <OrderStates order={order} />
          <OrderDetails order={order} narrow />
          <Group>
            <NewOrderButton />
          </Group>
        </>
      )}
    </Frame>
  );
}

function SuccessScreen({ orderId, init }: { orderId: number; init: string }) {
  const [state, setState] = useState<Loading>({ status: 'loading' });
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development); the server's answer is idempotent anyway.
    if (asked.current) return;
    asked.current = true;
    confirmReturnFromStripe(orderId, init).then(
      (order) => setState({ status: 'success', data: order }),
      (error: unknown) => setState({ status: 'error', message: messageOf(error) }),
    );
  }, [orderId, init]);

  return (
    <OrderOutcome state={state} titleOf={t.success.title} loadingLabel={t.success.checking}>
      {(order) =>
        order.isPaid ? (
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />} title={t.success.paid}>
            {order.paidAt && t.success.paidAt(formatDate(order.paidAt))}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t.success.notConfirmed}{' '}
            <Anchor component={Link} to={`/order/${order._id}`}>
              {t.success.toOrder}
            </Anchor>
          </Alert>
        )
      }
    </OrderOutcome>
  );
}

function FailScreen({ orderId }: { orderId: number }) {
  const [state, setState] = useState<Loading>({ status: 'loading' });
  const reported = useRef(false);
  useEffect(() => {
    let current = true;
    answer(client.orders[':id'].$get({ param: { id: String(orderId) } })).then(
      (order) => {
        if (!current) return;
        setState({ status: 'success', data: order });
        // Entering the failure page tells the shop (spec, storefront 4); once per attempt on the server.
        if (!reported.current && canPayByCard(order)) {
          reported.current = true;
          reportFailedPayment(order._id);
        }
      },
      (error: unknown) => {
        logPaymentError('Loading the order failed', error);
        if (current) setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);

  return (
    <OrderOutcome state={state} titleOf={t.fail.title} loadingLabel={commonTexts.loading}>
      {(order) =>
        order.isPaid ? (
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
            {t.fail.alreadyPaid}
          </Alert>
        ) : order.isCancelled ? (
          <Alert color="red" variant="light" role="alert">
            {t.fail.cancelled}
          </Alert>
        ) : (
          <>
            <Alert color="red" variant="filled" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t.fail.failed}>
              {t.fail.options}
            </Alert>
            {canPayByCard(order) && (
              <Card withBorder radius="md" padding="md">
                <Stack gap="xs">
                  <Text size="sm">{t.fail.retry}</Text>
                  <PayByCardButton orderId={order._id} fullWidth />
                </Stack>
              </Card>
            )}
            {/* Abroad the postage is invoiced first, so there is no transfer to offer yet. */}
            {!order.shippingToBeInvoiced && <BankTransferPanel order={order} />}
          </>
        )
      }
    </OrderOutcome>
  );
}

/** /order/{id}/stripe-success/{init}: back from Stripe; the server confirms the payment with Stripe. */
export function StripeSuccessPage() {
  const { id, init } = useParams();
  return <RequireSignIn>{() => <SuccessScreen key={`${id}/${init}`} orderId={Number(id)} init={init ?? ''} />}</RequireSignIn>;
}

/** /order/{id}/stripe-fail: 'Platba se nezdařila!', retry by card, pay by transfer, or start a new order. */
export function StripeFailPage() {
  const { id } = useParams();
  return <RequireSignIn>{() => <FailScreen key={id} orderId={Number(id)} />}</RequireSignIn>;
}
