const MEGABYTE = 1024 * 1024;

/**
 * A file size for people, in their own number format and unit words ("10 MB", "10 Mo",
 * "10 МБ"): kilobytes below 0.1 MB, else megabytes with at most one decimal. An empty file
 * is "0 kB"; any other small file at least "1 kB", never a misleading zero.
 */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / MEGABYTE;
  if (megabytes < 0.1) {
    const kilobytes = bytes === 0 ? 0 : Math.max(1, bytes / 1024);
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      kilobytes,
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    megabytes,
  );
}

/**
 * Wraps a value in Unicode isolates (FSI … PDI), so digits and Latin unit letters inside a
 * right-to-left sentence keep their own order and do not reorder the words around them.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
