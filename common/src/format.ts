/** Formats a count the way analytics shows it: 999, 1.0K, 12.3K, 1.0M. */
export function abbreviateNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) {
    const k = (abs / 1_000).toFixed(1);
    // 999,950 rounds to "1000.0K"; show it as the next unit instead.
    return k === '1000.0' ? `${sign}1.0M` : `${sign}${k}K`;
  }
  return String(value);
}
