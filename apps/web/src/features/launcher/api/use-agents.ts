import type { AgentSupport } from '@glossa/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { chatApi } from '../../workspace/api/chat-api.ts';
import { chatKeys } from '../../workspace/api/query-keys.ts';

/** The agents this server offers, with the domain agents that suit the language pair first. */
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
  const suited = new Set(domains.data ?? []);
  const agents: AgentSupport[] = [...(all.data ?? [])].sort(
    (a, b) => Number(suited.has(b.id)) - Number(suited.has(a.id)),
  );
  return { agents, suited, isPending: all.isPending && enabled };
}

/** The professional-mode switches of a file format. */
export function useCustomParams(format: string | undefined) {
  return useQuery({
    queryKey: chatKeys.customParams(format ?? ''),
    queryFn: ({ signal }) => chatApi.customParams(format ?? '', signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: Boolean(format),
  });
}
