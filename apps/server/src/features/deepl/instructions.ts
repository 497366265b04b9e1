/**
 * DeepL's formality, context and custom instructions, as the instructions an AI engine reads
 * (machine engines ignore them). DeepL's `prefer_` forms only differ in not failing for a
 * language without formal forms, which an instruction never does.
 */

const FORMALITY: Record<string, string | undefined> = {
  more: 'Use a formal register: formal forms of address and polite wording.',
  prefer_more: 'Use a formal register: formal forms of address and polite wording.',
  less: 'Use an informal register: familiar forms of address and casual wording.',
  prefer_less: 'Use an informal register: familiar forms of address and casual wording.',
  default: undefined,
};

export interface InstructionFields {
  formality?: string;
  context?: string;
  custom_instructions?: string[];
}

/** The instructions for the engine, or undefined when the request gives none. */
export function engineInstructions(fields: InstructionFields): string | undefined {
  const lines: string[] = [];
  const formality = fields.formality ? FORMALITY[fields.formality] : undefined;
  if (formality) lines.push(formality);
  for (const instruction of fields.custom_instructions ?? []) {
    if (instruction.trim()) lines.push(instruction.trim());
  }
  if (fields.context?.trim()) {
    lines.push(`Context for understanding the text (do not translate it or repeat it):\n${fields.context.trim()}`);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}
