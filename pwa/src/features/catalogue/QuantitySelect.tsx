import { useId } from 'react';
import { catalogueTexts } from '../../lib/texts/catalogue';
import classes from '../../lib/ui/PlainFields.module.css';
import { useEarlyInput } from '../../lib/useEarlyInput';

interface QuantitySelectProps {
  countInStock: number;
  value: number;
  onChange: (qty: number) => void;
}

/** How many pieces to buy: 1 to the number in stock (spec 5). */
export function QuantitySelect({ countInStock, value, onChange }: QuantitySelectProps) {
  const id = useId();
  const choices = Array.from({ length: countInStock }, (_, i) => String(i + 1));
  const select = useEarlyInput<HTMLSelectElement>(String(value), (early) => onChange(Number(early)));
  return (
    <div style={{ width: 110 }}>
      <label htmlFor={id} className={classes.label}>
        {catalogueTexts.product.quantity}
      </label>
      <select ref={select} id={id} className={classes.select} value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
