import { Card, DataList, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { adminTexts } from '../../../lib/texts/admin';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface RecordTableProps<Row> {
  /** The accessible name of the table (and of the list of cards on phones). */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => number | string;
  /** The first column, and the heading of each card on phones. */
  heading: Column<Row>;
  columns: Column<Row>[];
  actions?: (row: Row, layout: 'table' | 'card') => ReactNode;
  /** Below this width the table scrolls sideways in its own box (tablets). */
  minWidth?: number;
  empty?: string;
}

/**
 * A staff list: a table from tablet width up, one card per record on phones (the same columns as
 * label and value), with the row's buttons at its end. Both are rendered; CSS shows one.
 */
export function RecordTable<Row>({ label, rows, rowKey, heading, columns, actions, minWidth = 640, empty }: RecordTableProps<Row>) {
  if (rows.length === 0) return <Text c="dimmed">{empty ?? adminTexts.common.empty}</Text>;
  return (
    <>
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm">
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} withBorder padding="sm" radius="md">
            <Text fw={700} mb={6} style={{ overflowWrap: 'anywhere' }}>
              {heading.cell(row)}
            </Text>
            {columns.length > 0 && (
              <DataList size="sm" gap={6} labelWidth={110}>
                {columns.map((column) => (
                  <DataList.Item key={column.label} style={{ alignItems: 'flex-start' }}>
                    <DataList.ItemLabel c="dimmed">{column.label}</DataList.ItemLabel>
                    <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{column.cell(row)}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList>
            )}
            {actions && (
              <Group gap="xs" mt="sm" grow>
                {actions(row, 'card')}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={minWidth} type="native" visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{heading.label}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label} ta={column.align}>
                  {column.label}
                </Table.Th>
              ))}
              {actions && <Table.Th ta="right">{adminTexts.common.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                <Table.Td fw={600}>{heading.cell(row)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.label} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {actions(row, 'table')}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** A yes/no cell: a green tick or a red cross, with its meaning for screen readers. */
export function YesNo({ value, yes, no }: { value: boolean; yes?: string; no?: string }) {
  return (
    <Text
      component="span"
      fw={700}
      c={value ? 'green.8' : 'red.8'}
      aria-label={value ? (yes ?? adminTexts.common.yes) : (no ?? adminTexts.common.no)}
      role="img"
    >
      {value ? '✓' : '✗'}
    </Text>
  );
}
