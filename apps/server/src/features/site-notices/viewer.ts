import type { FastifyRequest } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import { ownerKey, requestOwner } from '#core/owner.ts';
import type { QuotaService } from '../quota/index.ts';

/** Who is looking: the key their closings are kept under, their audience group and plan rights. */
export interface Viewer {
  /** 'user:<id>' or 'visitor:<client id>'. */
  key: string;
  group: 'visitors' | 'free' | 'members';
  /** The plan spares its holders ad spaces. */
  adFree: boolean;
}

/** The signed-in account (by session) or the visitor (by client id); never a user id from the body. */
export async function requestViewer(
  request: FastifyRequest,
  accounts: SessionReader,
  quota: QuotaService,
): Promise<Viewer> {
  const owner = await requestOwner(request, accounts);
  if (owner.kind === 'visitor') return { key: ownerKey(owner), group: 'visitors', adFree: false };
  const { plan } = await quota.entitlement(owner);
  return { key: ownerKey(owner), group: plan.member ? 'members' : 'free', adFree: plan.ad_free === 1 };
}
