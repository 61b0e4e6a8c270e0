import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { httpError } from '../errors.ts';
import {
  NETWORK_SECRET_HEADER,
  PEERS_PATH,
  SETTLE_PATH,
  peerUrlProblem,
  type LightningNetwork,
} from '../lightning/network.ts';
import { readJsonObject, type SandboxContext } from './context.ts';

export const NOT_IN_NETWORK =
  'This sandbox is not in a Lightning network (start it with --lightning-network-secret).';
export const WRONG_SECRET = 'Wrong Lightning network secret.';

const settleBody = z.object({
  bolt11: z.string().min(1).max(8_000),
  amount_msat: z.number().int().positive(),
  payer_node: z.string().regex(/^0[23][0-9a-f]{64}$/),
});

const peerBody = z.object({ url: z.string().max(200) });

/** The network this sandbox is in, for a request that holds its secret; refused otherwise. */
function requireNetwork(context: SandboxContext, request: FastifyRequest): LightningNetwork {
  const network = context.network;
  if (!network) {
    throw httpError(403, NOT_IN_NETWORK);
  }
  const header = request.headers[NETWORK_SECRET_HEADER];
  if (!network.secretMatches(Array.isArray(header) ? header[0] : header)) {
    throw httpError(403, WRONG_SECRET);
  }
  return network;
}

function parsed<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const result = schema.safeParse(readJsonObject(request));
  if (!result.success) {
    throw httpError(400, z.prettifyError(result.error));
  }
  return result.data;
}

/**
 * The simulated Lightning network's routes (lightning/network.ts), among the `/sandbox/` routes:
 * their guard keeps them to this machine and away from browsers, and each one wants the network
 * secret besides. A sandbox started without one refuses them all.
 */
export function registerLightningRoutes(app: FastifyInstance, context: SandboxContext): void {
  // A peer settles an invoice of this sandbox: paid once, the preimage in answer.
  app.post(SETTLE_PATH, async (request) => {
    requireNetwork(context, request);
    const body = parsed(settleBody, request);
    return context.payments.settleForPeer({
      bolt11: body.bolt11,
      amountMsat: body.amount_msat,
      payerNode: body.payer_node,
    });
  });

  // A peer started after this one says where it listens.
  app.post(PEERS_PATH, async (request) => {
    const network = requireNetwork(context, request);
    const { url } = parsed(peerBody, request);
    const problem = peerUrlProblem(url);
    if (problem) {
      throw httpError(400, problem);
    }
    network.addPeer(url);
    return { peers: network.peerUrls() };
  });
}
