import { type ChangeEvent, useId, useState } from 'react';
import { catalogueTexts } from '../texts/catalogue';
import { useEarlyInput } from '../useEarlyInput';
import fields from './PlainFields.module.css';
import classes from './QuantityStepper.module.css';

interface QuantityStepperProps {
  countInStock: number;
  value: number;
  onChange: (qty: number) => void;
  /** In a list of products (the cart): the product's name, which then names the field and its buttons instead of a visible label. */
  productName?: string;
}

const t = catalogueTexts.product;

/**
 * How many pieces to buy, 1 to the number in stock (spec 5): − and + beside a number that can be
 * typed (the phone's number pad), instead of a list of every number up to the stock. A typed
 * number above the stock counts as the stock; leaving the field shows what counts.
 */
export function QuantityStepper({ countInStock, value, onChange, productName }: QuantityStepperProps) {
  const id = useId();
  const of = (text: string) => (productName === undefined ? text : `${text} – ${productName}`);
  const [typed, setTyped] = useState<string | null>(null);
  const choose = (qty: number) => onChange(Math.min(Math.max(Math.trunc(qty), 1), countInStock));
  const input = useEarlyInput<HTMLInputElement>(String(value), (early) => Number(early) >= 1 && choose(Number(early)));

  function type(event: ChangeEvent<HTMLInputElement>) {
    const text = event.currentTarget.value;
    setTyped(text);
    if (/^\d+$/.test(text) && Number(text) >= 1) choose(Number(text));
  }

  return (
    <div>
      {productName === undefined && (
        <label htmlFor={id} className={fields.label}>
          {t.quantity}
        </label>
      )}
      <div className={classes.stepper}>
        <button type="button" className={classes.step} aria-label={of(t.fewer)} disabled={value <= 1} onClick={() => choose(value - 1)}>
          −
        </button>
        <input
          ref={input}
          id={id}
          aria-label={productName === undefined ? undefined : of(t.quantity)}
          className={`${fields.field} ${classes.number}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={countInStock}
          step={1}
          value={typed ?? String(value)}
          onChange={type}
          onBlur={() => setTyped(null)}
        />
        <button type="button" className={classes.step} aria-label={of(t.more)} disabled={value >= countInStock} onClick={() => choose(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
