import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { methodPrice } from '@contract/checkout/pricing';
import { type DeliveryMethodId, type DeliveryMethodJson, type OrderPickupPointJson, type PickupCarrier } from '@contract/delivery';
import { formatPrice } from '@contract/format';
import { shopTexts } from '../../../lib/texts/shop';
import { whenIdle } from '../../../lib/whenIdle';
import { PublisherAddress } from '../../orderView/OrderDelivery';
import { pickupCarrierOf, usePointIndex } from './deliveryData';
import { PickupPointPicker } from './PickupPointPicker';

const t = shopTexts.checkout.delivery;

export type ChosenPoints = Partial<Record<PickupCarrier, OrderPickupPointJson>>;

/** The point as an order names it. */
const orderPoint = ({ carrier, id, name, street, city, zip }: OrderPickupPointJson): OrderPickupPointJson => ({ carrier, id, name, street, city, zip });

/** The point chosen, above the button that changes it. */
const ChosenPoint = memo(function ChosenPoint({ point }: { point: OrderPickupPointJson }) {
  return (
    <Group wrap="nowrap" gap="xs" align="flex-start" mb="xs" aria-live="polite">
      <IconMapPin size={20} aria-hidden="true" style={{ flex: '0 0 auto', marginTop: 2 }} />
      <Text fz="sm">
        <Text span fw={700} inherit>
          {point.name}
        </Text>
        <br />
        {point.street}, {point.zip} {point.city}
      </Text>
    </Group>
  );
});

const PickerOpener = memo(function PickerOpener({ chosen, onOpen }: { chosen: boolean; onOpen: () => void }) {
  return (
    <Button variant={chosen ? 'default' : 'filled'} onClick={onOpen} fullWidth>
      {chosen ? t.changePoint : t.choosePoint}
    </Button>
  );
});

/**
 * The chosen point of a network and the picker that changes it. The list is read and folded here,
 * and the picker drawn (closed) at the browser's first idle moment, all before it is opened. A point
 * chosen is drawn here and handed to the form, which does not draw itself again for it. Opening and
 * closing the picker draw neither the chosen point nor the button again (memoised, with callbacks kept).
 */
function PickupChoice({
  carrier,
  chosenBefore,
  onPoint,
  parcelKg,
}: {
  carrier: PickupCarrier;
  chosenBefore: OrderPickupPointJson | undefined;
  onPoint: (point: OrderPickupPointJson) => void;
  parcelKg: number | null;
}) {
  const [point, setPoint] = useState(chosenBefore);
  const [opened, setOpened] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => whenIdle(() => setDrawn(true)), []);
  const points = usePointIndex(carrier);
  // The same function while onPoint is: the picker's rows are not drawn again when the form is.
  const choose = useCallback(
    (chosen: OrderPickupPointJson) => {
      const named = orderPoint(chosen);
      setPoint(named);
      onPoint(named);
      setOpened(false);
    },
    [onPoint],
  );
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      {point && <ChosenPoint point={point} />}
      <PickerOpener chosen={point !== undefined} onOpen={open} />
      {(drawn || opened) && (
        <PickupPointPicker
          carrier={carrier}
          opened={opened}
          onClose={close}
          onChoose={choose}
          parcelKg={parcelKg}
          index={points.value}
          offline={points.offline}
        />
      )}
    </Paper>
  );
}

/** Personal pickup: where the parcel waits. */
function PersonalPickup() {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Text fz="sm" mb={4}>
        {t.pickupAt}:
      </Text>
      <PublisherAddress />
    </Paper>
  );
}

/** A method as a radio card: name, price, free-from note. Not drawn again when a point is chosen. */
const MethodCard = memo(function MethodCard({ method, itemsPrice, chosen }: { method: DeliveryMethodJson; itemsPrice: number; chosen: boolean }) {
  const price = methodPrice(method, itemsPrice);
  return (
    <Radio.Card value={method.id} radius="md" p="sm" bg={chosen ? 'navy.0' : undefined}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <Stack gap={0} style={{ flex: 1 }}>
          <Text fw={600}>{method.name}</Text>
          {method.freeFrom !== null && price > 0 && (
            <Text fz="xs" c="dimmed">
              {t.freeFrom(formatPrice(method.freeFrom))}
            </Text>
          )}
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {price === 0 ? t.free : formatPrice(price)}
        </Text>
      </Group>
    </Radio.Card>
  );
});

interface DeliveryChoiceProps {
  methods: DeliveryMethodJson[];
  value: DeliveryMethodId;
  onChange: (method: DeliveryMethodId) => void;
  /** Each network's point chosen so far: read when its card is drawn, which then keeps its own. */
  points: ChosenPoints;
  onPoint: (point: OrderPickupPointJson) => void;
  /** The items total, Kč: a method free from it shows 'zdarma'. */
  itemsPrice: number;
  parcelKg: number | null;
  error: string | null;
}

/** The delivery methods as radio cards (name, price, free-from note); under the chosen one its point or the publisher's address. */
export function DeliveryChoice({ methods, value, onChange, points, onPoint, itemsPrice, parcelKg, error }: DeliveryChoiceProps) {
  return (
    <Radio.Group label={t.title} value={value} onChange={(id) => onChange(id as DeliveryMethodId)} required>
      <Stack gap="sm" mt="xs">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {methods.map((method) => {
          const chosen = method.id === value;
          const carrier = pickupCarrierOf(method);
          return (
            <Stack key={method.id} gap="xs">
              <MethodCard method={method} itemsPrice={itemsPrice} chosen={chosen} />
              {chosen && carrier && <PickupChoice key={carrier} carrier={carrier} chosenBefore={points[carrier]} onPoint={onPoint} parcelKg={parcelKg} />}
              {chosen && method.carrier === null && <PersonalPickup />}
            </Stack>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
