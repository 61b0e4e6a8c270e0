// What makes a decoded BOLT-11 invoice payable from this wallet, in words a person can act on.
// Pure: no React, no I/O, so it runs in Node tests as is.
import type { Bolt11Network, DecodedBolt11 } from '@/lib/bolt11';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { feeReserveMsat } from '@/lib/fee-reserve';
import { formatDuration } from '@/lib/time';

/** Refuse this close to expiry: the payment needs time to route (protocols.md §5). */
export const EXPIRY_MARGIN_SECONDS = 10;

/** The network of the LNbits server. LNbits (FakeWallet and the sandbox) sign mainnet invoices. */
export const SERVER_NETWORK: Bolt11Network = 'mainnet';

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
}

const NETWORK_NAME: Record<Bolt11Network, string> = {
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
}: AssessInput): Assessment {
  const problems: Problem[] = [];
  const warnings: string[] = [];

  if (invoice.network !== serverNetwork) {
    problems.push({
      code: 'network',
      message: `This is a ${NETWORK_NAME[invoice.network]} invoice, but your wallet is on ${NETWORK_NAME[serverNetwork]}. It can't be paid from here.`,
    });
  }

  let amountMsat: number | null = null;
  if (invoice.amountMsat === null || invoice.amountMsat === 0n) {
    problems.push({
      code: 'amountless',
      message:
        "This invoice has no amount. LNbits can't pay amountless invoices — ask for one with an amount.",
    });
  } else if (invoice.amountMsat > BigInt(Number.MAX_SAFE_INTEGER)) {
    problems.push({
      code: 'too-large',
      message: 'This invoice asks for more bitcoin than exists.',
    });
  } else {
    amountMsat = Number(invoice.amountMsat);
  }

  const left = invoice.expiresAt - nowSeconds;
  if (left <= 0) {
    problems.push({
      code: 'expired',
      message: `This invoice expired ${formatDuration(-left)} ago. Ask the payee for a new one.`,
    });
  } else if (left <= EXPIRY_MARGIN_SECONDS) {
    problems.push({
      code: 'expired',
      message:
        'This invoice expires in a few seconds, too soon to pay it safely. Ask the payee for a new one.',
    });
  }

  if (amountMsat !== null && balanceMsat !== undefined) {
    const have = formatSatWithUnit(msatToSatFloor(Math.max(0, balanceMsat)));
    if (amountMsat > balanceMsat) {
      problems.push({
        code: 'balance',
        message: `You have ${have}; this needs ${formatSatWithUnit(msatToSatCeil(amountMsat))}.`,
      });
    } else {
      const reserve = feeReserveMsat(amountMsat);
      if (amountMsat + reserve > balanceMsat) {
        warnings.push(
          `If this payment leaves your LNbits server, LNbits first holds back ${formatSatWithUnit(msatToSatCeil(reserve))} for routing fees (at least 2 sats, or 1 %), so it needs ${formatSatWithUnit(msatToSatCeil(amountMsat + reserve))} and you have ${have}; paying a wallet on the same server needs no reserve.`,
        );
      }
    }
  }

  return { problems, warnings, amountMsat };
}

// C0/C1 controls other than tab and newline, and bidi marks, overrides and isolates: they can make
// text read differently from what it says.
function isUnsafeChar(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** A description made safe to show as plain text: no control or direction-changing characters. */
export function inertText(text: string): string {
  let out = '';
  for (const char of text) {
    if (!isUnsafeChar(char.codePointAt(0)!)) {
      out += char;
    }
  }
  return out.trim();
}

/** "02abcdef…12345678": the start and end a person compares. */
export function shortenKey(key: string, keep = 8): string {
  return key.length <= keep * 2 + 1 ? key : `${key.slice(0, keep)}…${key.slice(-keep)}`;
}

/** LNbits' failure details, explained. Returns undefined for details we have no words for. */
export function explainPaymentFailure(detail: string): string | undefined {
  const d = detail.trim();
  if (/^Insufficient balance/i.test(d)) {
    return 'Your wallet did not have enough sats for this payment when the server checked. Nothing was sent.';
  }
  if (/^You must reserve at least/i.test(d)) {
    return 'LNbits keeps a small reserve (at least 2 sats, or 1 %) for routing fees when a payment leaves the server, and your balance does not cover the amount plus that reserve. Nothing was sent.';
  }
  if (/already paid/i.test(d)) {
    return 'This invoice has been paid already, so it was not paid again.';
  }
  if (/Amountless invoices/i.test(d)) {
    return "LNbits can't pay invoices without an amount. Ask for one with an amount.";
  }
  if (/Only internal invoices/i.test(d)) {
    return 'This LNbits server can only pay invoices made by wallets on the same server.';
  }
  if (/expired/i.test(d)) {
    return 'The invoice expired before it could be paid. Ask the payee for a new one.';
  }
  if (/time limit of \d+ seconds between payments/i.test(d)) {
    return 'Your server only allows a payment every few seconds. Wait a moment before paying.';
  }
  if (/Daily withdrawal limit/i.test(d)) {
    return 'Your server limits how much this wallet can send per day.';
  }
  if (/^Payment failed/i.test(d)) {
    return 'The Lightning payment could not be completed. Nothing was sent.';
  }
  return undefined;
}
