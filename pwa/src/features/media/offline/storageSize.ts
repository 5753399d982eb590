const KILOBYTE = { bytes: 1024, name: 'kB' };
const UNITS = [{ bytes: 1024 ** 3, name: 'GB' }, { bytes: 1024 ** 2, name: 'MB' }, KILOBYTE];

const decimal = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** Bytes as Czech readers expect them: '12,3 MB', '850 kB', '1,2 GB' (a no-break space before the unit). */
export function formatStorageSize(bytes: number): string {
  const unit = UNITS.find((candidate) => bytes >= candidate.bytes) ?? KILOBYTE;
  return `${decimal.format(bytes / unit.bytes)}\u00a0${unit.name}`;
}
