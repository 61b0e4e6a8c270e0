// What makes a decoded BOLT-11 invoice payable from this wallet, in words a person can act on.
// Pure: no React, no I/O, so it runs in Node tests as is.
import { t } from '@lingui/core/macro';
import type { Bolt11Network, DecodedBolt11 } from '@/lib/bolt11';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { sendCost } from '@/lib/send-cost';
import type { CostContext } from '@/lib/send-cost';
import { formatElapsed } from '@/lib/time';
import { SERVER_NETWORK } from './server-network';

/**
 * Refuse this close to expiry: the payment needs time to route (docs/lightning-protocols.md,
 * "BOLT 11").
 */
export const EXPIRY_MARGIN_SECONDS = 10;

export { SERVER_NETWORK };

export type ProblemCode = 'network' | 'amountless' | 'too-large' | 'expired' | 'balance';

export interface Problem {
  code: ProblemCode;
  message: string;
}

export interface Assessment {
  /** Any of these and the invoice can't be paid. */
  problems: Problem[];
  /** Shown next to the Pay button; paying is still allowed. */
  warnings: string[];
  /** The amount as a safe integer, or null when there is none (or it is absurdly large). */
  amountMsat: number | null;
}

export interface AssessInput {
  invoice: Pick<DecodedBolt11, 'network' | 'amountMsat' | 'expiresAt'>;
  /** The wallet balance in msat; undefined while it is unknown (no balance check then). */
  balanceMsat: number | undefined;
  nowSeconds: number;
  serverNetwork?: Bolt11Network;
  /** Where the invoice is paid and the server's service fee (lib/send-cost); unknown by default. */
  cost?: CostContext;
}

/** The networks' own names, the same in every language. */
const NETWORK_NAME: Record<Bolt11Network, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a network's name, not words
  mainnet: 'Bitcoin mainnet',
  testnet: 'testnet',
  signet: 'signet',
  regtest: 'regtest',
};

export function assessInvoice({
  invoice,
  balanceMsat,
  nowSeconds,
  serverNetwork = SERVER_NETWORK,
  cost = { place: 'unknown', serviceFee: null },
}: AssessInput): Assessment {
  const problems: Problem[] = [];
  const warnings: string[] = [];

  if (invoice.network !== serverNetwork) {
    const invoiceNetwork = NETWORK_NAME[invoice.network];
    const walletNetwork = NETWORK_NAME[serverNetwork];
    problems.push({
      code: 'network',
      message: t`This is a ${invoiceNetwork} invoice, but your wallet is on ${walletNetwork}. It can't be paid from here.`,
    });
  }

  let amountMsat: number | null = null;
  if (invoice.amountMsat === null || invoice.amountMsat === 0n) {
    problems.push({
      code: 'amountless',
      message: t`This invoice has no amount. LNbits can't pay amountless invoices — ask for one with an amount.`,
    });
  } else if (invoice.amountMsat > BigInt(Number.MAX_SAFE_INTEGER)) {
    problems.push({
      code: 'too-large',
      message: t`This invoice asks for more bitcoin than exists.`,
    });
  } else {
    amountMsat = Number(invoice.amountMsat);
  }

  const left = invoice.expiresAt - nowSeconds;
  if (left <= 0) {
    const ago = formatElapsed(-left);
    problems.push({
      code: 'expired',
      message: t`This invoice expired ${ago}. Ask the recipient for a new one.`,
    });
  } else if (left <= EXPIRY_MARGIN_SECONDS) {
    problems.push({
      code: 'expired',
      message: t`This invoice expires in a few seconds, too soon to pay it safely. Ask the recipient for a new one.`,
    });
  }

  if (amountMsat !== null && balanceMsat !== undefined) {
    const have = formatSatWithUnit(msatToSatFloor(Math.max(0, balanceMsat)));
    if (amountMsat > balanceMsat) {
      const needed = formatSatWithUnit(msatToSatCeil(amountMsat));
      problems.push({
        code: 'balance',
        message: t`You have ${have}; this needs ${needed}.`,
      });
    } else {
      const costs = sendCost(balanceMsat, amountMsat, cost);
      if (!costs.covered) {
        const reserve = formatSatWithUnit(msatToSatCeil(costs.routingMsat));
        const fees = formatSatWithUnit(msatToSatCeil(costs.maxFeeMsat));
        const needed = formatSatWithUnit(msatToSatCeil(amountMsat + costs.maxFeeMsat));
        if (cost.place === 'elsewhere') {
          // Not an invoice of this server: LNbits refuses unless the reserve fits too.
          problems.push({
            code: 'balance',
            message: t`With the network fee of up to ${fees}, this needs ${needed}; you have ${have}.`,
          });
        } else if (cost.place === 'unknown') {
          warnings.push(
            t`If this payment leaves your LNbits server, LNbits first holds back ${reserve} for routing fees (at least 2 sats, or 1 %), so it needs ${needed} and you have ${have}; paying a wallet on the same server needs no reserve.`,
          );
        } else {
          // Inside the server only a service fee can be short, and the server may waive it.
          warnings.push(
            t`With your server’s service fee of up to ${fees}, this needs ${needed}; you have ${have}. Your server may not charge it between its own wallets.`,
          );
        }
      }
    }
  }

  return { problems, warnings, amountMsat };
}
