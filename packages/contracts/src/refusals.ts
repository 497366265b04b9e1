import { isReason, type Reason, type SpecificError, specificError } from './request-rules.ts';

/**
 * How a refused value is worded, the same on the server (the error envelope) and in the web
 * forms: the rule's own named error when it has one, else a generic reason (`reason.*` of the
 * `errors` namespace) with the values its wording names (docs/product.md §8.5).
 */

/** A zod issue as validators report it: its code, where, its message and its own details. */
export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  [detail: string]: unknown;
}

type Values = Record<string, string | number>;

export type Refusal = { error: SpecificError; values: Values } | { reason: Reason; values: Values };

const TYPE_REASONS: Record<string, Reason> = {
  string: 'typeString',
  number: 'typeNumber',
  int: 'typeInteger',
  boolean: 'typeBoolean',
  object: 'typeObject',
  record: 'typeObject',
};

/** A refinement's own values (`because` and `specific` params), without the reason key. */
function customValues(issue: Issue): Values {
  const { reason: _reason, ...values } = (issue.params ?? {}) as Values;
  return values;
}

function generic(issue: Issue, missing: boolean): { reason: Reason; values: Values } {
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return { reason: missing ? 'required' : (TYPE_REASONS[String(issue.expected)] ?? 'invalid'), values: {} };
    case 'too_small':
      if (text && issue.minimum === 1) return { reason: 'empty', values: {} };
      return { reason: text ? 'tooShort' : 'tooSmall', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { reason: text ? 'tooLong' : 'tooLarge', values: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { reason: 'oneOf', values: { values: (issue.values as unknown[]).map(String).join(', ') } };
    case 'invalid_format':
      return { reason: issue.format === 'uuid' ? 'id' : 'format', values: {} };
    case 'unrecognized_keys':
      return { reason: 'unknownField', values: {} };
    case 'custom': {
      const reason = (issue.params as { reason?: unknown } | undefined)?.reason;
      return { reason: isReason(reason) ? reason : 'invalid', values: customValues(issue) };
    }
    default:
      return { reason: 'invalid', values: {} };
  }
}

/** The values a rule's own error names in its message (the limit it broke). */
function specificValues(issue: Issue): Values {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return issue.code === 'custom' ? customValues(issue) : {};
}

/** Why a value was refused. `missing`: it was left out (a required value, not a wrong type). */
export function refusalOf(issue: Issue, missing: boolean): Refusal {
  const error = specificError(issue.message);
  return error ? { error, values: specificValues(issue) } : generic(issue, missing);
}

/** The refused field as the caller wrote it (`agent.id`, an unknown key named itself); '' for the whole input. */
export function refusedPath(issue: Issue): string {
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, (issue.keys as string[])[0] ?? ''] : issue.path;
  return path.map(String).join('.');
}
