/** A duration in ms as seconds, with the unit in the interface language ("3.2 s", "3,2 s", "3.2秒"). */
export function formatMs(ms: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }).format(ms / 1000);
}
