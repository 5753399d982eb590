import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DESK_SORTS, type DeskSort } from '@contract/admin/orderDesk';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { useApi } from '../../../lib/useApi';
import type { DeskParam } from './deskUrl';

const t = adminTexts.orders;

interface DeskFiltersProps {
  value: (param: DeskParam) => string;
  /** Sets these parameters (an empty one is removed) and goes back to the first page. */
  onChange: (changes: Partial<Record<DeskParam, string>>) => void;
  onClear: () => void;
}

/** The desk's filters: the search, payment, delivery, the date range and the order; each change is a new address (the back button undoes it). */
export function DeskFilters({ value, onChange, onClear }: DeskFiltersProps) {
  const [methods] = useApi(get(client.admin['delivery-methods']));
  const [search, setSearch] = useState(value('q'));
  const deliveries = methods.status === 'success' ? methods.data.map((m) => ({ value: m.id, label: m.name })) : [];

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    onChange({ q: search.trim() });
  }

  return (
    <form onSubmit={submitSearch} role="search" aria-label={t.filters}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t.search}
          placeholder={t.searchHint}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <Select
          label={t.paymentFilter}
          placeholder={t.anyPayment}
          data={Object.values(PAYMENT_METHODS)}
          value={value('payment') || null}
          onChange={(payment) => onChange({ payment: payment ?? '' })}
          clearable
        />
        <Select
          label={t.deliveryFilter}
          placeholder={t.anyDelivery}
          data={deliveries}
          value={value('delivery') || null}
          onChange={(delivery) => onChange({ delivery: delivery ?? '' })}
          clearable
        />
        <TextInput label={t.from} type="date" value={value('from')} onChange={(event) => onChange({ from: event.currentTarget.value })} />
        <TextInput label={t.to} type="date" value={value('to')} onChange={(event) => onChange({ to: event.currentTarget.value })} />
        <Select
          label={t.sort}
          data={DESK_SORTS.map((sort) => ({ value: sort, label: t.sorts[sort] }))}
          value={value('sort') || ('newest' satisfies DeskSort)}
          onChange={(sort) => onChange({ sort: sort === 'newest' ? '' : (sort ?? '') })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button type="submit" size="sm" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {t.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          {t.clearFilters}
        </Button>
      </Group>
    </form>
  );
}
