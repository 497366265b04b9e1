import type { ComboFormatGroup } from '@glossa/contracts/combo-answers';
import { FILE_FORMATS, type FileFormat, FORMAT_GROUPS } from '@glossa/contracts/file-formats';
import type { FormatTier, PlanTable } from '#db/schema.ts';

/** Whether a plan's format tier opens a format: 'basic' the free formats, 'member' all of them. */
export function tierOpens(tier: FormatTier, format: FileFormat): boolean {
  return tier === 'member' || !format.memberOnly;
}

export function formatsOf(tier: FormatTier): FileFormat[] {
  return FILE_FORMATS.filter((format) => tierOpens(tier, format));
}

/** The upload limits of one plan, per format group (`comboView/getComboFileFormatGroup`). */
export function comboFormatGroup(plan: PlanTable): ComboFormatGroup {
  const open = formatsOf(plan.format_tier);
  return {
    comboId: plan.id,
    fileMaxBytes: Number(plan.file_max_bytes),
    groups: FORMAT_GROUPS.map((group) => ({
      group,
      extensions: open.filter((format) => format.group === group).map((format) => format.extension),
    })).filter((group) => group.extensions.length > 0),
  };
}
