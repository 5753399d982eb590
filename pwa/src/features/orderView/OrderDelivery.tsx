import { Anchor, Stack, Text } from '@mantine/core';
import type { OrderDeliveryJson } from '@contract/delivery';
import { POSTAGE_TO_BE_INVOICED } from '@contract/checkout/pricing';
import { formatPrice } from '@contract/format';
import { client, get } from '../../lib/client';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { Fact } from './OrderSection';

const t = shopTexts.order.shippingMethod;

/** The method whose parcel the customer collects at the publisher. */
const PERSONAL_PICKUP = 'osobni';

/** Where a personal pickup is collected: the publisher's address from the seller settings (GET /api/seller). */
export function PublisherAddress() {
  const [seller] = useApi(get(client.seller));
  return (
    <Loaded state={seller}>
      {(data) => (
        <Stack gap={0} fz="sm">
          <Text inherit fw={600}>
            {data.name}
          </Text>
          {data.address.map((line) => (
            <Text inherit key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </Loaded>
  );
}

/**
 * An order's delivery: the method and its price, the pickup point as it was when the order was
 * placed (or the publisher's address for a personal pickup), and the parcel's number with its
 * tracking link once the carrier has it. The same on the place-order summary, the order page, the
 * card payment pages and the staff's order page. Abroad the postage is invoiced later, not free.
 */
export function OrderDelivery({ delivery, toBeInvoiced = false }: { delivery: OrderDeliveryJson; toBeInvoiced?: boolean }) {
  const point = delivery.pickupPoint;
  return (
    <Stack gap={4}>
      <Fact label={t.method}>{delivery.name}</Fact>
      <Fact label={t.price}>{toBeInvoiced ? POSTAGE_TO_BE_INVOICED : delivery.price === 0 ? t.free : formatPrice(delivery.price)}</Fact>
      {point && (
        <Fact label={t.point}>
          <Text span inherit fw={600}>
            {point.name}
          </Text>
          , {point.street}, {point.zip} {point.city}
        </Fact>
      )}
      {delivery.method === PERSONAL_PICKUP && (
        <Fact label={t.pickupAt}>
          <PublisherAddress />
        </Fact>
      )}
      {delivery.parcel && (
        <>
          <Fact label={t.barcode}>
            <Text span inherit fw={700} ff="monospace" data-testid="parcel-barcode">
              {delivery.parcel.barcode}
            </Text>
          </Fact>
          <Anchor href={delivery.parcel.trackingUrl} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
            {t.track}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
