import { type Issue, type Refusal, refusalOf } from '@glossa/contracts/refusals';
import type { FormRule } from 'antd';
import { i18next } from './i18n.ts';

/** A request schema of packages/contracts, as far as a form needs it. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

/** The server's own wording of a refusal (`errors` namespace), for rules a form has no text of its own for. */
function serverWording(refusal: Refusal, label: string): string {
  if ('error' in refusal) return i18next.t(`errors:${refusal.error}`, refusal.values);
  const reason = i18next.t(`errors:reason.${refusal.reason}`, refusal.values);
  return i18next.t('errors:validation', { field: label, reason });
}

/**
 * An Ant Design rule checked by the field's request schema, so a form refuses exactly what the
 * server refuses. `message` words a refusal in the form's own text (undefined: the server's
 * wording, naming the field by `label`). An empty value is left to the field's `required` rule;
 * a blank one is the schema's to refuse (so the field needs no `whitespace` rule saying it twice).
 */
export function schemaRule(
  schema: FieldSchema,
  message: (refusal: Refusal) => string | undefined,
  label = '',
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const [issue] = schema.safeParse(value).error?.issues ?? [];
      if (!issue) return;
      const refusal = refusalOf(issue as Issue, false);
      throw new Error(message(refusal) ?? serverWording(refusal, label));
    },
  };
}
