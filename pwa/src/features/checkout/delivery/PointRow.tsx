import { IconAccessible, IconCreditCard } from '@tabler/icons-react';
import { memo } from 'react';
import { pointTakes, type PickupPointJson } from '@contract/delivery';
import { formatCzechNumber } from '@contract/format';
import { shopTexts } from '../../../lib/texts/shop';
import { openingHoursRuns } from './openingHours';
import classes from './PointRow.module.css';

const t = shopTexts.checkout.picker;

const kg = (value: number) => formatCzechNumber(value, 0, 2);

/** A box's limits, and whether it takes this parcel when its weight is known. */
function BoxFit({ point, parcelKg, takes }: { point: PickupPointJson; parcelKg: number | null; takes: boolean }) {
  if (point.kind !== 'box' || point.maxWeightKg === null) return null;
  return (
    <p className={`${classes.small} ${takes ? '' : classes.tooBig}`}>
      {t.boxLimit(kg(point.maxWeightKg), point.maxSizeCm?.join(' × ') ?? null)}
      {parcelKg !== null && ` – ${takes ? t.fits : t.tooHeavy(kg(parcelKg))}`}
    </p>
  );
}

interface PointRowProps {
  point: PickupPointJson;
  parcelKg: number | null;
  onChoose: (point: PickupPointJson) => void;
}

/** A point as the picker lists it: where, when open, access and card payment, a box's limits, and its button. */
export const PointRow = memo(function PointRow({ point, parcelKg, onChoose }: PointRowProps) {
  const takes = parcelKg === null || pointTakes(point, { weightKg: parcelKg });
  return (
    <div className={classes.row}>
      <div className={classes.head}>
        <div className={classes.where}>
          <p className={classes.name}>
            {point.name}
            {point.kind === 'box' && <span className={classes.box}>{t.box}</span>}
          </p>
          <p className={classes.line}>
            {point.street}, {point.zip} {point.city}
            {point.distanceKm !== undefined && <span className={classes.small}> · {t.distance(formatCzechNumber(point.distanceKm, 1, 1))}</span>}
          </p>
        </div>
        <button type="button" className={classes.choose} onClick={() => onChoose(point)} disabled={!takes} aria-label={t.chooseOf(point.name)}>
          {t.choose}
        </button>
      </div>
      <p className={classes.small}>
        {t.openingHours}:{' '}
        {openingHoursRuns(point.openingHours, t.days)
          .map((run) => `${run.days} ${run.hours}`)
          .join(' · ')}
      </p>
      <p className={`${classes.small} ${classes.facts}`}>
        <span className={point.wheelchair ? classes.yes : undefined}>
          <IconAccessible size={14} aria-hidden="true" className={classes.icon} /> {point.wheelchair ? t.wheelchair : t.noWheelchair}
        </span>
        <span className={point.cardPayment ? classes.yes : undefined}>
          <IconCreditCard size={14} aria-hidden="true" className={classes.icon} /> {point.cardPayment ? t.card : t.noCard}
        </span>
      </p>
      <BoxFit point={point} parcelKg={parcelKg} takes={takes} />
    </div>
  );
});
