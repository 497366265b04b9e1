import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What docs/deploy.md tells an operator to run, read from the document itself, so that the scale
 * suite starts the processes with the command lines of its systemd units and puts nginx in front
 * with its `location` block and `upstream` options: when the document changes, the suite follows.
 */
const root = path.resolve(import.meta.dirname, '../../..');

export interface UnitCommand {
  /** ExecStart's arguments after the node binary. */
  args: string[];
  /** The unit's own Environment= lines. */
  env: Record<string, string>;
}

function codeBlocks(language: string): string[] {
  const text = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const fence = '```';
  const blocks: string[] = [];
  let from = text.indexOf(`${fence}${language}\n`);
  while (from >= 0) {
    const start = from + fence.length + language.length + 1;
    const end = text.indexOf(`\n${fence}`, start);
    if (end < 0) break;
    blocks.push(text.slice(start, end));
    from = text.indexOf(`${fence}${language}\n`, end + 1);
  }
  return blocks;
}

/** The unit `name` (glossa-server.service, glossa-worker@.service): its command and environment. */
export function unitCommand(name: string): UnitCommand {
  const block = codeBlocks('ini').find((lines) => lines.startsWith(`# /etc/systemd/system/${name}\n`));
  if (!block) throw new Error(`docs/deploy.md has no unit ${name}`);
  const env: Record<string, string> = {};
  let exec: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith('Environment=')) {
      const [key, ...value] = line.slice('Environment='.length).split('=');
      if (key) env[key] = value.join('=');
    }
    if (line.startsWith('ExecStart=')) exec = line.slice('ExecStart='.length);
  }
  const [binary, ...args] = exec?.split(/\s+/) ?? [];
  if (!binary?.endsWith('/bin/node')) throw new Error(`${name}: ExecStart does not start node directly: ${exec}`);
  return { args, env };
}

export interface ProxyBlock {
  /** The options after each `server address` of the upstream (max_fails=1 fail_timeout=5s). */
  serverOptions: string;
  /** The upstream's other lines (keepalive). */
  upstreamLines: string[];
  /** The server block's directives besides listen, server_name and TLS (client_max_body_size). */
  serverLines: string[];
  /** The body of `location / { ... }`. */
  location: string[];
}

/** The reverse-proxy block of the document. */
export function proxyBlock(): ProxyBlock {
  const block = codeBlocks('nginx')[0];
  if (!block) throw new Error('docs/deploy.md has no nginx block');
  const lines = block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim());
  const between = (opening: string) => {
    const start = lines.findIndex((line) => line.startsWith(opening));
    const end = lines.indexOf('}', start);
    if (start < 0 || end < 0) throw new Error(`docs/deploy.md: no "${opening}" block`);
    return lines.slice(start + 1, end).filter((line) => line && !line.startsWith('#'));
  };
  const upstream = between('upstream ');
  const server = upstream.find((line) => line.startsWith('server '));
  const location = between('location / {');
  const serverBlock = lines.slice(lines.findIndex((line) => line.startsWith('server {')) + 1);
  const serverLines = serverBlock
    .slice(
      0,
      serverBlock.findIndex((line) => line.startsWith('location ')),
    )
    .filter((line) => line && !line.startsWith('#') && !/^(listen|server_name|ssl_)/.test(line));
  return {
    serverOptions: server?.replace(/^server\s+\S+\s*/, '').replace(/;$/, '') ?? '',
    upstreamLines: upstream.filter((line) => !line.startsWith('server ')),
    serverLines,
    location,
  };
}
