import type { AgentSupport } from '@glossa/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { chatApi } from './chat-api.ts';
import { chatKeys } from './query-keys.ts';

/** Our general translator first, then the domain agents this pair has, then the user's own instructions. */
const ORDER: Record<AgentSupport['kind'], number> = { own: 0, domain: 1, custom: 2 };

/**
 * The agents this server offers for the language pair: General first, the domain agents the
 * pair has (one made for a pair, such as Chinese-English, only for that pair), custom last.
 */
export function useAgents(sourceLanguage: string, targetLanguage: string, enabled: boolean) {
  const all = useQuery({
    queryKey: chatKeys.agents,
    queryFn: ({ signal }) => chatApi.agents(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const domains = useQuery({
    queryKey: chatKeys.domains(sourceLanguage, targetLanguage),
    queryFn: ({ signal }) => chatApi.domains(sourceLanguage, targetLanguage, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const offered = domains.data ? new Set(domains.data) : undefined;
  const agents: AgentSupport[] = (all.data ?? [])
    .filter((agent) => agent.kind !== 'domain' || !offered || offered.has(agent.id))
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  return { agents, isPending: all.isPending && enabled };
}
