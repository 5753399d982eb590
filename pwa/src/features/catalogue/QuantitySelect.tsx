import { NativeSelect } from '@mantine/core';
import { texts } from '../../lib/texts';

interface QuantitySelectProps {
  countInStock: number;
  value: number;
  onChange: (qty: number) => void;
}

/** How many pieces to buy: 1 to the number in stock (spec 5). */
export function QuantitySelect({ countInStock, value, onChange }: QuantitySelectProps) {
  const choices = Array.from({ length: countInStock }, (_, i) => String(i + 1));
  return (
    <NativeSelect
      label={texts.catalogue.product.quantity}
      data={choices}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      size="md"
      w={110}
    />
  );
}
