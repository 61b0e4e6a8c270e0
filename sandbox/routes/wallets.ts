// The wallet routes of LNbits 1.5.1 beyond a wallet key's own (lnbits/core/views/wallet_api.py):
// an account's new wallet and new keys (account authentication: an access token or `?usr=`), and
// the wallet's stored pay links (its admin key).
import type { FastifyInstance } from 'fastify';
import { walletModelJson } from '../db/serialize.ts';
import { httpError } from '../errors.ts';
import { storedPayLinksModel, storedPayLinksOf } from '../services/stored-paylinks.ts';
import { unexpectedError } from '../services/payments.ts';
import { field } from '../validation.ts';
import type { AccountResolver } from './auth.ts';
import { readBody, rejectInvalidJson, requireKey, type SandboxContext } from './context.ts';

/** LNbits' `lnbits_default_wallet_name`. */
const DEFAULT_WALLET_NAME = 'LNbits wallet';

/** CreateWallet (lnbits/core/models/wallets.py), in its field order. */
const createWalletModel = {
  name: field.str().optional(),
  wallet_type: field
    .custom<string>((value) => {
      if (value !== 'lightning' && value !== 'lightning-shared') {
        // The enum's error carries the enum class in its context: unserialisable, so a 500.
        throw unexpectedError();
      }
      return value;
    })
    .default('lightning'),
  shared_wallet_id: field.str().optional(),
};

export function registerWalletRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  requireAccount: AccountResolver,
): void {
  const { ledger } = context;

  app.post('/api/v1/wallet', async (request) => {
    rejectInvalidJson(request);
    const account = requireAccount(request);
    const body = readBody(request, createWalletModel);
    if (body.wallet_type === 'lightning-shared') {
      // The sandbox has no wallet sharing, so no invitation to accept.
      if (!body.shared_wallet_id) {
        throw httpError(400, 'Shared wallet ID is required for shared wallets.');
      }
      const source = ledger.walletById(body.shared_wallet_id);
      if (!source) {
        throw httpError(400, 'Shared wallet does not exist.');
      }
      if (source.user_id === account.id) {
        throw httpError(400, 'Cannot mirror your own wallet.');
      }
      throw httpError(400, 'No invitation found for this invited user.');
    }
    return walletModelJson(ledger.createWallet(account.id, body.name || DEFAULT_WALLET_NAME));
  });

  // New keys at once: the old ones stop opening the wallet; its payments, balance, pay links and
  // NWC connections stay (all are kept by wallet id), its LNURL-auth identity does not (it is
  // derived from the admin key).
  app.put<{ Params: { walletId: string } }>('/api/v1/wallet/reset/:walletId', async (request) => {
    const account = requireAccount(request);
    const wallet = ledger.walletById(request.params.walletId);
    if (!wallet || wallet.user_id !== account.id) {
      throw httpError(404, 'Wallet not found');
    }
    return walletModelJson(ledger.resetKeys(wallet.id)!);
  });

  app.put<{ Params: { walletId: string } }>(
    '/api/v1/wallet/stored_paylinks/:walletId',
    async (request) => {
      rejectInvalidJson(request);
      const { wallet } = requireKey(context, request, 'admin');
      const { links } = readBody(request, storedPayLinksModel());
      if (wallet.id !== request.params.walletId) {
        throw httpError(403, 'You cannot modify this wallet');
      }
      const updated = ledger.setStoredPaylinks(wallet.id, JSON.stringify({ links }))!;
      return storedPayLinksOf(updated);
    },
  );
}
