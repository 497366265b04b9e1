/**
 * The regular expressions of the production source, found with the TypeScript compiler: every
 * literal (`/.../g`), and every `new RegExp(pattern, flags)` or `RegExp(...)` whose arguments are
 * constants of the file (string literals, templates and `String.raw` of such constants, `+`).
 * A pattern built at run time (from a list, an escaped name) is not a constant and is not found.
 * Tests, test kits and fixtures are left out. Read by regex-safety.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PatternSite {
  /** From the repository root. */
  file: string;
  /** 1-based. */
  line: number;
  source: string;
  flags: string;
}

const APP_SOURCES = ['apps/server/src', 'apps/web/src'];
const NOT_PRODUCTION = /\.test\.tsx?$|(?:^|\/)test-[^/]*\.ts$|(?:^|\/)test-kit\.ts$|fixtures\.ts$/;

/** The production source files, from the repository root: `packages/* /src` and the apps' `src`. */
export function productionFiles(root: string): string[] {
  const packages = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`);
  return [...packages, ...APP_SOURCES].flatMap((folder) =>
    (readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !NOT_PRODUCTION.test(file)),
  );
}

/** Every pattern of the production source. */
export function productionPatterns(root: string): PatternSite[] {
  return productionFiles(root).flatMap((file) => patternsIn(file, readFileSync(path.join(root, file), 'utf8')));
}

/** The patterns of one source text. */
export function patternsIn(file: string, text: string): PatternSite[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const constants = topLevelConstants(source);
  const sites: PatternSite[] = [];
  const add = (node: ts.Node, pattern: string, flags: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    sites.push({ file, line, source: pattern, flags });
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const close = literal.lastIndexOf('/');
      add(node, literal.slice(1, close), literal.slice(close + 1));
    } else if (isRegExpCall(node)) {
      const [pattern, flags] = node.arguments ?? [];
      const patternText = pattern && constantText(pattern, constants);
      const flagsText = flags ? constantText(flags, constants) : '';
      if (patternText !== undefined && flagsText !== undefined) add(node, patternText, flagsText);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

function isRegExpCall(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp';
}

/** `const NAME = value` at the top of the file. */
function topLevelConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

/** The string a constant expression stands for; undefined when it is not one. */
function constantText(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | undefined {
  if (depth > 16) return undefined;
  const inner = (expression: ts.Expression) => constantText(expression, constants, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return inner(node.expression);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value && inner(value);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [inner(node.left), inner(node.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isTemplateExpression(node)) return template(node, (part) => part.text, inner);
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'String.raw') {
    const raw = node.template;
    return ts.isNoSubstitutionTemplateLiteral(raw) ? raw.rawText : template(raw, (part) => part.rawText, inner);
  }
  return undefined;
}

type TemplatePart = ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail;

function template(
  node: ts.TemplateExpression,
  text: (part: TemplatePart) => string | undefined,
  value: (expression: ts.Expression) => string | undefined,
): string | undefined {
  let out = text(node.head);
  for (const span of node.templateSpans) {
    const [inserted, literal] = [value(span.expression), text(span.literal)];
    if (out === undefined || inserted === undefined || literal === undefined) return undefined;
    out += inserted + literal;
  }
  return out;
}
