import { AGENT_IDS } from '@glossa/contracts/chat-requests';
import { describe, expect, it } from 'vitest';
import { AGENTS, agentBrief, precisionSettings } from './agents.ts';

describe('agents', () => {
  it('has the general agent and the vertical domains, each with a prompt file', () => {
    // The contracts list every agent a request may name: these, and 'custom'.
    expect(AGENTS.map((a) => a.id)).toEqual(AGENT_IDS.filter((id) => id !== 'custom'));
    for (const agent of AGENTS) {
      const brief = agentBrief({ id: agent.id }, 'English', 'Spanish');
      expect(brief.instructions).toContain('Spanish');
      expect(brief.instructions).not.toContain('{{');
      expect(brief.key).toBe(`${agent.id}@${agent.version}`);
    }
  });

  it('puts custom instructions on top of the general prompt and keys memory on them', () => {
    const a = agentBrief({ id: 'custom', customInstructions: 'Use British spelling.' }, 'English', 'English');
    const b = agentBrief({ id: 'custom', customInstructions: 'Be formal.' }, 'English', 'English');
    expect(a.instructions).toContain('Use British spelling.');
    expect(a.key).not.toBe(b.key);
  });

  it('rejects an unknown agent with the list of known ones', () => {
    expect(() => agentBrief({ id: 'astrology' }, 'English', 'Spanish')).toThrow(/Available: general, legal/);
  });

  it('maps precision to engine tier and batch size', () => {
    expect(precisionSettings('best')).toEqual({ preferStrong: true, batchScale: 0.5 });
    expect(precisionSettings('fast').preferStrong).toBe(false);
  });
});
