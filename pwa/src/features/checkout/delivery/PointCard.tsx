import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAccessible, IconCreditCard } from '@tabler/icons-react';
import { pointTakes, type PickupPointJson } from '@contract/delivery';
import { formatCzechNumber } from '@contract/format';
import { shopTexts } from '../../../lib/texts/shop';
import { openingHoursRuns } from './openingHours';

const t = shopTexts.checkout.picker;

const kg = (value: number) => formatCzechNumber(value, 0, 2);

/** A box's limits, and whether it takes this parcel when its weight is known. */
function BoxFit({ point, parcelKg }: { point: PickupPointJson; parcelKg: number | null }) {
  if (point.kind !== 'box' || point.maxWeightKg === null) return null;
  const takes = parcelKg === null || pointTakes(point, { weightKg: parcelKg });
  return (
    <Text fz="xs" c={takes ? 'dimmed' : 'red.8'} fw={takes ? undefined : 600}>
      {t.boxLimit(kg(point.maxWeightKg), point.maxSizeCm?.join(' × ') ?? null)}
      {parcelKg !== null && ` – ${takes ? t.fits : t.tooHeavy(kg(parcelKg))}`}
    </Text>
  );
}

/** A point as the picker lists it: where, when open, access and card payment, a box's limits, and its button. */
export function PointCard({ point, parcelKg, onChoose }: { point: PickupPointJson; parcelKg: number | null; onChoose: (point: PickupPointJson) => void }) {
  const takes = parcelKg === null || pointTakes(point, { weightKg: parcelKg });
  return (
    <Stack component="li" gap={4} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {point.name}
            {point.kind === 'box' && (
              <Badge ml={6} size="sm" variant="light" color="grape" tt="none">
                {t.box}
              </Badge>
            )}
          </Text>
          <Text fz="sm">
            {point.street}, {point.zip} {point.city}
            {point.distanceKm !== undefined && (
              <Text span c="dimmed" inherit style={{ whiteSpace: 'nowrap' }}>
                {' '}
                · {t.distance(formatCzechNumber(point.distanceKm, 1, 1))}
              </Text>
            )}
          </Text>
        </div>
        <Button size="sm" onClick={() => onChoose(point)} disabled={!takes} aria-label={t.chooseOf(point.name)} style={{ flex: '0 0 auto' }}>
          {t.choose}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        {t.openingHours}:{' '}
        {openingHoursRuns(point.openingHours, t.days)
          .map((run) => `${run.days} ${run.hours}`)
          .join(' · ')}
      </Text>
      <Group gap="md">
        <Text fz="xs" c={point.wheelchair ? 'teal.9' : 'dimmed'}>
          <IconAccessible size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {point.wheelchair ? t.wheelchair : t.noWheelchair}
        </Text>
        <Text fz="xs" c={point.cardPayment ? 'teal.9' : 'dimmed'}>
          <IconCreditCard size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {point.cardPayment ? t.card : t.noCard}
        </Text>
      </Group>
      <BoxFit point={point} parcelKg={parcelKg} />
    </Stack>
  );
}
