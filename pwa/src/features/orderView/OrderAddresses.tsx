import { Anchor, Stack, Text } from '@mantine/core';
import type { ShippingAddress } from '@contract/checkout/address';
import { shopTexts } from '../../lib/texts/shop';
import { PostalAddress } from '../../lib/ui/PostalAddress';
import { Fact } from './OrderSection';

const t = shopTexts.order;

/** Where the parcel goes, with the phone (a tel: link) and the customer's note. */
export function DeliveryAddress({ address: a }: { address: ShippingAddress }) {
  return (
    <PostalAddress {...a}>
      {a.phone && (
        <Text inherit mt={4}>
          {t.phone}:{' '}
          <Anchor href={`tel:${a.phone.replace(/\s+/g, '')}`} inherit>
            {a.phone}
          </Anchor>
        </Text>
      )}
      {a.note && (
        <Text inherit mt={4} style={{ whiteSpace: 'pre-line' }}>
          {t.note}: {a.note}
        </Text>
      )}
    </PostalAddress>
  );
}

/** The company details given for this order, or 'Stejné jako doručovací adresa'; the IČO also alone. */
export function BillingDetails({ address: a }: { address: ShippingAddress }) {
  const given = Boolean(a.billingName || a.billingAddress);
  return (
    <Stack gap={4}>
      {given ? (
        <>
          <Fact label={t.billingName}>{a.billingName}</Fact>
          <Fact label={t.billingAddress}>{a.billingAddress}</Fact>
          <Fact label={t.billingPostalCode}>{a.billingPostalCode}</Fact>
          <Fact label={t.billingCity}>{a.billingCity}</Fact>
          <Fact label={t.billingCountry}>{a.billingCountry}</Fact>
        </>
      ) : (
        <Text fz="sm">{t.sameAsDelivery}</Text>
      )}
      {a.billingICO && <Fact label={t.ico}>{a.billingICO}</Fact>}
    </Stack>
  );
}
