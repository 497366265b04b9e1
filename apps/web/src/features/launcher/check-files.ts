import { findFileFormat } from '@glossa/contracts/file-formats';

export type FileCheck =
  | { ok: true }
  | { ok: false; reason: 'count'; max: number }
  | { ok: false; reason: 'size'; max: number }
  | { ok: false; reason: 'type'; types: string[] };

/** The file picker's checks, in the order of docs/product.md §5.3: count, then size, then type. */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  limits: { maxCount: number; maxBytes: number },
): FileCheck {
  if (files.length > limits.maxCount) return { ok: false, reason: 'count', max: limits.maxCount };
  if (files.some((file) => file.size > limits.maxBytes)) return { ok: false, reason: 'size', max: limits.maxBytes };
  const unsupported = files.filter((file) => !findFileFormat(file.name)).map((file) => file.name);
  if (unsupported.length > 0) return { ok: false, reason: 'type', types: unsupported };
  return { ok: true };
}
