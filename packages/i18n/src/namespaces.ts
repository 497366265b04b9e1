/** One JSON file per locale and namespace: locales/{locale}/{namespace}.json */
export const NAMESPACES = ['common', 'meta', 'errors', 'account', 'chat', 'termbase'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/** Replaces {{name}} placeholders; unknown names are left as they are. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Reads a dotted key path ("home.title") from a nested message object. */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key path of a message object, for completeness checks. */
export function keyPaths(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keyPaths(value, `${prefix}${key}.`),
  );
}
