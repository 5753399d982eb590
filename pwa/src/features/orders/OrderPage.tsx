import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type OrderJson } from '@contract/checkout/orderJson';
import { ApiError } from '../../lib/api';
import { answer as answerOf, client, get } from '../../lib/client';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { RequireSignIn } from '../account/RequireSignIn';
import { CardPaymentPanel } from '../payments/CardPaymentPanel';
import type { UserInfo } from '../account/session';
import { BankTransferPanel, needsBankTransfer } from '../orderView/BankTransferPanel';
import { OrderDetails } from '../orderView/OrderDetails';
import { OrderSection } from '../orderView/OrderSection';
import { OrderStates } from '../orderView/OrderStates';
import { AfterOrderPushOffer } from '../pwa/NotificationSettings';

const t = shopTexts.order;

// Only administrators load the staff buttons (the admin feature's component).
const OrderAdminActions = lazy(() => import('../admin/OrderAdminActions').then((m) => ({ default: m.OrderAdminActions })));

/** The customer may ask for the confirmation e-mail with the invoice again (spec, storefront 4). */
function ResendConfirmation({ order }: { order: OrderJson }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  async function resend() {
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await answerOf(client.orders[':id']['resend-confirmation'].$put({ param: { id: String(order._id) } }));
      setAnswer({ ok: true, message });
    } catch (error) {
      setAnswer({ ok: false, message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }
  return (
    <Stack gap="xs">
      {answer && (
        <Alert color={answer.ok ? 'teal' : 'red'} variant="light" role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </Alert>
      )}
      <Button variant="default" leftSection={<IconMailForward size={18} aria-hidden="true" />} loading={sending} onClick={() => void resend()}>
        {t.resend}
      </Button>
    </Stack>
  );
}

function OrderView({ initial, user }: { initial: OrderJson; user: UserInfo }) {
  const [order, setOrder] = useState(initial);
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  // Staff read a customer's order too; paying it is the customer's alone.
  const ownOrder = order.user?._id === user._id;
  useDocumentTitle(t.documentTitle(order.orderNumber));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/profile" fz="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {t.back}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t.title(order.orderNumber)}
      </Title>
      {placed && (
        <Alert color="teal" variant="light" role="status">
          {t.thanks}
        </Alert>
      )}
      {placed && <AfterOrderPushOffer />}
      <OrderStates order={order} size="lg" />
      <OrderDetails
        order={order}
        before={
          <>
            {needsBankTransfer(order) && <BankTransferPanel order={order} />}
            {ownOrder && <CardPaymentPanel order={order} />}
          </>
        }
        after={
          user.isAdmin ? (
            <OrderSection title={t.admin}>
              <Suspense fallback={null}>
                <OrderAdminActions order={order} onChanged={setOrder} />
              </Suspense>
            </OrderSection>
          ) : (
            <ResendConfirmation order={order} />
          )
        }
      />
    </Stack>
  );
}

function Order({ user }: { user: UserInfo }) {
  const { id = '' } = useParams();
  const [state] = useApi(get(client.orders[':id'], { param: { id: encodeURIComponent(id) } }));
  return <Loaded state={state}>{(order) => <OrderView key={order._id} initial={order} user={user} />}</Loaded>;
}

/** /order/{id} (spec, storefront 2 Checkout): the order, its states and, for an unpaid transfer, QR Platba; needs sign-in. */
export function OrderPage() {
  return <RequireSignIn>{(user) => <Order user={user} />}</RequireSignIn>;
}
