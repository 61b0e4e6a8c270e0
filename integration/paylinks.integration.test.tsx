// Integration: the pay-links hooks (lnurlp extension, row 13) against a real sandbox, through the
// real API layer: own and all-wallets lists, create and delete, the LNURL the screen builds being
// payable, and what a server without the extension answers.
import './dom';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@/api/http';
import type { PayLink } from '@/api/lnurlp';
import { extensionProblem } from '@/api/extension-problem';
import { payLinkAddress } from '@/features/receive/paylinks/paylink-display';
import { payLinkLnurl } from '@/features/receive/paylinks/paylink-lnurl';
import {
  useCreatePayLink,
  useDeletePayLink,
  usePayLinks,
} from '@/features/receive/paylinks/usePayLinks';
import {
  balanceMsat,
  cleanupAll,
  connectionFor,
  installFetchRecorder,
  renderWithClient,
  requestsTo,
  startSandbox,
} from './hook-harness';
import type { TestSandbox, TestWallet } from './hook-harness';

beforeAll(installFetchRecorder);
afterEach(cleanupAll);

/** A second wallet of the same account as `wallet`. */
function siblingWallet(t: TestSandbox, wallet: TestWallet, name: string): TestWallet {
  const { ledger } = t.sandbox.context;
  const row = ledger.walletByKey(wallet.inkey)!.wallet;
  const sibling = ledger.createWallet(row.user_id, name);
  return {
    id: sibling.id,
    name,
    adminkey: sibling.adminkey,
    inkey: sibling.inkey,
    balance_msat: 0,
  };
}

describe('usePayLinks', () => {
  it('lists the wallet’s links, or every wallet of the account with allWallets', async () => {
    const t = await startSandbox();
    const alice = await t.newWallet('Alice');
    const savings = siblingWallet(t, alice, 'Alice savings');
    const stranger = await t.newWallet('Stranger');
    for (const [wallet, description] of [
      [alice, 'Tips'],
      [savings, 'Savings'],
      [stranger, 'Not Alice'],
    ] as const) {
      const made = await t.api('POST', '/lnurlp/api/v1/links', {
        key: wallet.adminkey,
        body: { description, min: 10, max: 1000 },
      });
      expect(made.status).toBe(201);
    }
    const connection = connectionFor(t, alice, 'invoice');

    const own = renderWithClient(() => usePayLinks(connection, false));
    await waitFor(() => expect(own.result.current.isSuccess).toBe(true));
    expect(own.result.current.data!.map((l) => l.description)).toEqual(['Tips']);

    const all = renderWithClient(() => usePayLinks(connection, true));
    await waitFor(() => expect(all.result.current.isSuccess).toBe(true));
    expect(all.result.current.data!.map((l) => l.description).sort()).toEqual(['Savings', 'Tips']);

    const calls = requestsTo(t, '/lnurlp/api/v1/links');
    expect(calls.map((c) => c.url.search)).toEqual(['?all_wallets=false', '?all_wallets=true']);
    // The key travels as a header only.
    expect(calls.every((c) => !c.url.href.includes(alice.inkey))).toBe(true);
  });

  it('says the extension is missing on a server without lnurlp (legacy profile)', async () => {
    const t = await startSandbox({ profile: 'legacy' });
    const wallet = await t.newWallet('Old');
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => usePayLinks(connection, false));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).status).toBe(404);
    expect(extensionProblem(result.current.error, 'lnurlp')).toBe('missing');
  });

  it('says the extension is not enabled when the account has not turned it on', async () => {
    const t = await startSandbox();
    const { ledger } = t.sandbox.context;
    const row = ledger.createWallet(ledger.createUser([]), 'No extensions');
    const wallet: TestWallet = { ...row, name: 'No extensions', balance_msat: 0 };
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => usePayLinks(connection, false));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).detail).toBe("Extension 'lnurlp' not enabled.");
    expect(extensionProblem(result.current.error, 'lnurlp')).toBe('disabled');
  });
});

describe('creating, paying and deleting a link', () => {
  it('creates a link whose LNURL another wallet pays, and deletes it', async () => {
    const t = await startSandbox();
    const bob = await t.newWallet('Bob', 0);
    const payer = await t.newWallet('Payer', 10_000);
    const connection = connectionFor(t, bob, 'admin');
    const { result } = renderWithClient(() => ({
      list: usePayLinks(connection, false),
      create: useCreatePayLink(connection),
      remove: useDeletePayLink(connection),
    }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    let link: PayLink | undefined;
    await act(async () => {
      link = await result.current.create.mutateAsync({
        description: 'Bob’s tips',
        min: 10,
        max: 5_000,
        comment_chars: 140,
        username: 'bob',
      });
    });
    // The list is read again after the create.
    await waitFor(() => expect(result.current.list.data?.map((l) => l.id)).toEqual([link!.id]));

    const host = new URL(t.baseUrl).host;
    expect(payLinkAddress(link!, host)).toBe(`bob@${host}`);
    const lnurl = payLinkLnurl(link!, t.baseUrl)!;
    expect(lnurl).toBe(payLinkLnurl({ ...link!, lnurl: null }, t.baseUrl));
    // The address resolves on the server…
    const wellKnown = await t.api('GET', '/.well-known/lnurlp/bob');
    expect(wellKnown.body).toMatchObject({ tag: 'payRequest', minSendable: 10_000 });

    // …and the LNURL is paid the way another wallet would: scan, then pay.
    const scan = await t.api('POST', '/api/v1/lnurlscan', {
      key: payer.inkey,
      body: { lnurl },
    });
    expect(scan.status).toBe(200);
    const paid = await t.api('POST', '/api/v1/payments/lnurl', {
      key: payer.adminkey,
      body: { res: scan.body, amount: 2_100_000, comment: 'thanks' },
    });
    expect(paid.status).toBe(200);
    expect(await balanceMsat(t, bob)).toBe(2_100_000);

    // A username taken by another link is refused with the server's words.
    await act(async () => {
      await result.current.create
        .mutateAsync({ description: 'Again', min: 1, max: 1, username: 'bob' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect((result.current.create.error as ApiError).status).toBe(409);
    expect((result.current.create.error as ApiError).detail).toBe('Username already taken.');

    await act(async () => {
      await result.current.remove.mutateAsync(link!.id);
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
  });

  it('refuses to create with an invoice key', async () => {
    const t = await startSandbox();
    const carol = await t.newWallet('Carol');
    const { result } = renderWithClient(() => useCreatePayLink(connectionFor(t, carol, 'invoice')));
    await act(async () => {
      await result.current.mutateAsync({ description: 'x', min: 1, max: 1 }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).status).toBe(403);
  });
});
