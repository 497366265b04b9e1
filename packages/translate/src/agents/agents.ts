import { readFileSync } from 'node:fs';

/**
 * Agents: the product's own general translator, vertical-domain agents and custom agents
 * (the user's own instructions on top of the general one). Their prompts are versioned files
 * in packages/translate/prompts; the version is part of translation-memory keys.
 */
export type AgentKind = 'own' | 'domain' | 'custom';

export interface Agent {
  id: string;
  kind: AgentKind;
  /** Prompt file version; bump it (new file) when the prompt changes meaning. */
  version: number;
}

export const AGENTS: readonly Agent[] = [
  { id: 'general', kind: 'own', version: 1 },
  { id: 'legal', kind: 'domain', version: 1 },
  { id: 'medical', kind: 'domain', version: 1 },
  { id: 'finance', kind: 'domain', version: 1 },
  { id: 'it', kind: 'domain', version: 1 },
  { id: 'patents', kind: 'domain', version: 1 },
  { id: 'academic', kind: 'domain', version: 1 },
  { id: 'marketing', kind: 'domain', version: 1 },
  { id: 'zh-en-pro', kind: 'domain', version: 1 },
];

const cache = new Map<string, string>();

function promptFile(agent: Agent): string {
  const key = `${agent.id}.v${agent.version}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(new URL(`../../prompts/${key}.md`, import.meta.url), 'utf8').trim();
    cache.set(key, text);
  }
  return text;
}

export function findAgent(id: string): Agent | undefined {
  return AGENTS.find((agent) => agent.id === id);
}

export interface AgentChoice {
  /** An agent id, or 'custom' with instructions. */
  id: string;
  customInstructions?: string;
}

/** The system prompt for a language pair, and the identity that memory keys use. */
export function agentBrief(
  choice: AgentChoice,
  sourceName: string,
  targetName: string,
): { instructions: string; key: string } {
  const fill = (text: string) => text.replaceAll('{{source}}', sourceName).replaceAll('{{target}}', targetName);
  if (choice.id === 'custom') {
    const general = AGENTS[0] as Agent;
    const custom = (choice.customInstructions ?? '').trim().slice(0, 4000);
    const instructions = `${fill(promptFile(general))}\n\nThe user's own instructions (follow them unless they conflict with the rules above):\n${custom}`;
    return { instructions, key: `custom@${general.version}:${custom}` };
  }
  const agent = findAgent(choice.id);
  if (!agent) throw new Error(`Unknown agent "${choice.id}". Available: ${AGENTS.map((a) => a.id).join(', ')}, custom`);
  return { instructions: fill(promptFile(agent)), key: `${agent.id}@${agent.version}` };
}

/** Precision: which engine tier and how large the batches (smaller batches, more care). */
export type Precision = 'fast' | 'balanced' | 'best';

export function precisionSettings(precision: Precision): { preferStrong: boolean; batchScale: number } {
  if (precision === 'fast') return { preferStrong: false, batchScale: 1.5 };
  if (precision === 'best') return { preferStrong: true, batchScale: 0.5 };
  return { preferStrong: false, batchScale: 1 };
}
