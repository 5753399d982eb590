/** Prints a table of text cells under an optional title: the first column left-aligned, the figures right-aligned. */
export function printTable(header: string[], lines: string[][], title?: string): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title === undefined ? '' : `${title}\n`}${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}
