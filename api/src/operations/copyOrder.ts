/** A foreign key of `table` to the table `references`. */
export interface ForeignKey {
  table: string;
  references: string;
}

/**
 * The order to copy `tables` in: a table after every table it references, and a table nothing
 * references that has no triggers of its own after every table that has triggers, because a trigger
 * may write into it (catalogue_version, moved by the triggers of products, reviews, banners…): its
 * copied rows then have the last word. Among tables free to go, alphabetical.
 */
export function copyOrder(tables: readonly string[], foreignKeys: readonly ForeignKey[], withTriggers: ReadonlySet<string>): string[] {
  const copied = new Set(tables);
  const referenced = new Set(foreignKeys.map((key) => key.references));
  const after = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references } of foreignKeys) {
    if (table !== references && copied.has(table) && copied.has(references)) after.get(table)!.add(references);
  }
  const triggering = tables.filter((table) => withTriggers.has(table));
  for (const table of tables) {
    if (!referenced.has(table) && !withTriggers.has(table)) for (const other of triggering) after.get(table)!.add(other);
  }
  const order: string[] = [];
  const left = new Set([...tables].sort());
  while (left.size) {
    const next = [...left].find((table) => [...after.get(table)!].every((earlier) => !left.has(earlier)));
    if (next === undefined) throw new Error(`The tables ${[...left].join(', ')} reference each other in a cycle: there is no order to copy them in.`);
    order.push(next);
    left.delete(next);
  }
  return order;
}
