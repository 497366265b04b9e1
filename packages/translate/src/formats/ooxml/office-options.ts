import type { ExtractOptions } from '../document-format.ts';

/** One preprocessing parameter of professional mode (the "parameters for Word, Excel and PPT"). */
export interface OfficeOption {
  /** The key in the extract options. */
  name: string;
  default: boolean;
  description: string;
}

/** An option's value: the caller's when it gave a boolean, else the documented default. */
export function optionValue(
  options: ExtractOptions | undefined,
  descriptors: readonly OfficeOption[],
  name: string,
): boolean {
  const given = (options as Record<string, unknown> | undefined)?.[name];
  if (typeof given === 'boolean') return given;
  return descriptors.find((option) => option.name === name)?.default ?? false;
}
