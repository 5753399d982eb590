import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderJson } from '@contract/checkout/orderJson';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { OrderAdminActions } from '../OrderAdminActions';
import { AdminPage } from '../ui/AdminPage';
import { BalikovnaLabelPanel } from './BalikovnaLabelPanel';
import { OrderMails } from './OrderMails';
import { ParcelPanel } from './ParcelPanel';
import { client, get } from '../../../lib/client';
import { useApi } from '../../../lib/useApi';
import { OrderDetails } from '../../orderView/OrderDetails';
import { OrderSection } from '../../orderView/OrderSection';
import { OrderStates, type StateWords } from '../../orderView/OrderStates';

const t = adminTexts.order;
const STATE_WORDS: StateWords = {
  label: t.state,
  cancelled: t.cancelled,
  delivered: t.deliveredAt,
  notDelivered: t.notDelivered,
  paid: t.paidAt,
  notPaid: t.notPaid,
  cardPaymentFailed: t.cardPaymentFailed,
};

function OrderFacts({ order, onChanged }: { order: OrderJson; onChanged: (order: OrderJson) => void }) {
  return (
    <>
      <OrderStates order={order} words={STATE_WORDS} />
      <OrderSection title={t.actions}>
        <OrderAdminActions order={order} onChanged={onChanged} />
      </OrderSection>
      <ParcelPanel order={order} onChanged={onChanged} />
      <BalikovnaLabelPanel order={order} />
      <OrderDetails order={order} narrow />
      <OrderMails order={order} onChanged={onChanged} />
    </>
  );
}

/**
 * /admin/order/{id}: the key facts of an order with the administrator's actions. The customer's
 * order page (/order/{id}) shows the same actions to administrators; this page is the staff's own.
 */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const [loaded] = useApi(get(client.orders[':id'], { param: { id } }));
  const [changed, setChanged] = useState<OrderJson | null>(null);
  const order = changed ?? (loaded.status === 'success' ? loaded.data : null);
  return (
    <AdminPage
      title={order ? t.title(order.orderNumber) : adminTexts.orders.title}
      back={{ to: '/admin/orderlist', label: t.backToList }}
      narrow
      actions={
        <Anchor component={Link} to={`/order/${id}`} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
          {t.customerView}
          <IconExternalLink size={14} aria-hidden="true" />
        </Anchor>
      }
    >
      <Loaded state={loaded}>{() => order && <OrderFacts order={order} onChanged={setChanged} />}</Loaded>
    </AdminPage>
  );
}
