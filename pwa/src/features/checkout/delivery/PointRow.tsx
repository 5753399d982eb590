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
  const limit = t.boxLimit(kg(point.maxWeightKg), point.maxSizeCm?.join(' × ') ?? null);
  return (
    <p className={`${classes.small} ${takes ? '' : classes.tooBig}`}>{parcelKg === null ? limit : `${limit} – ${takes ? t.fits : t.tooHeavy(kg(parcelKg))}`}</p>
  );
}

const WHEELCHAIR_ICON = 'point-row-wheelchair';
const CARD_ICON = 'point-row-card';

/**
 * The rows' icons, drawn once beside the list and used by each row: a row's own copy of an icon's
 * SVG would take more elements and attributes to create than the rest of the row.
 */
export function PointRowIcons() {
  return (
    <svg className={classes.icons} aria-hidden="true">
      <symbol id={WHEELCHAIR_ICON} viewBox="0 0 24 24">
        <IconAccessible />
      </symbol>
      <symbol id={CARD_ICON} viewBox="0 0 24 24">
        <IconCreditCard />
      </symbol>
    </svg>
  );
}

const icon = (id: string) => (
  <svg className={classes.icon} aria-hidden="true">
    <use href={`#${id}`} />
  </svg>
);

interface PointRowProps {
  point: PickupPointJson;
  parcelKg: number | null;
  onChoose: (point: PickupPointJson) => void;
}

/** A point as the picker lists it, a list item: where, when open, access and card payment, a box's limits, and its button. */
export const PointRow = memo(function PointRow({ point, parcelKg, onChoose }: PointRowProps) {
  const takes = parcelKg === null || pointTakes(point, { weightKg: parcelKg });
  const hours = openingHoursRuns(point.openingHours, t.days)
    .map((run) => `${run.days} ${run.hours}`)
    .join(' · ');
  return (
    <li className={classes.row}>
      <div className={classes.head}>
        <div className={classes.where}>
          <p className={classes.name}>
            {point.name}
            {point.kind === 'box' && <span className={classes.box}>{t.box}</span>}
          </p>
          <p className={classes.line}>
            {`${point.street}, ${point.zip} ${point.city}`}
            {point.distanceKm !== undefined && <span className={classes.small}>{` · ${t.distance(formatCzechNumber(point.distanceKm, 1, 1))}`}</span>}
          </p>
        </div>
        <button type="button" className={classes.choose} onClick={() => onChoose(point)} disabled={!takes} aria-label={t.chooseOf(point.name)}>
          {t.choose}
        </button>
      </div>
      <p className={classes.small}>{`${t.openingHours}: ${hours}`}</p>
      <p className={`${classes.small} ${classes.facts}`}>
        <span className={point.wheelchair ? classes.yes : undefined}>
          {icon(WHEELCHAIR_ICON)}
          {point.wheelchair ? t.wheelchair : t.noWheelchair}
        </span>
        <span className={point.cardPayment ? classes.yes : undefined}>
          {icon(CARD_ICON)}
          {point.cardPayment ? t.card : t.noCard}
        </span>
      </p>
      <BoxFit point={point} parcelKg={parcelKg} takes={takes} />
    </li>
  );
});
