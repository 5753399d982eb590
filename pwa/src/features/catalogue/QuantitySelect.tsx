import { NativeSelect } from '@mantine/core';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { useEarlyInput } from '../../lib/useEarlyInput';

interface QuantitySelectProps {
  countInStock: number;
  value: number;
  onChange: (qty: number) => void;
}

/** How many pieces to buy: 1 to the number in stock (spec 5). */
export function QuantitySelect({ countInStock, value, onChange }: QuantitySelectProps) {
  const choices = Array.from({ length: countInStock }, (_, i) => String(i + 1));
  const select = useEarlyInput<HTMLSelectElement>(String(value), (early) => onChange(Number(early)));
  return (
    <NativeSelect
      ref={select}
      label={catalogueTexts.product.quantity}
      data={choices}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      size="md"
      w={110}
    />
  );
}
