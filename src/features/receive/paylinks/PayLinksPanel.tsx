import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { appOrigin } from '@/api/app-origin';
import { extensionProblem } from '@/api/extension-problem';
import type { ExtensionProblem } from '@/api/extension-problem';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import type { WalletConnection } from '@/session';
import { displayServerUrl, serverHost } from '@/lib/server-url';
import { PayLinkDetail } from './PayLinkDetail';
import { PayLinkForm } from './PayLinkForm';
import { PayLinkList } from './PayLinkList';
import { useCreatePayLink, useDeletePayLink, usePayLinks } from './usePayLinks';

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'detail'; link: PayLink };

/** Reusable codes (QR codes and Lightning addresses): the wallet’s LNURL-pay links (lnurlp). */
export function PayLinksPanel({ wallet }: { wallet: WalletConnection }) {
  const [allWallets, setAllWallets] = useState(false);
  const [view, setView] = useState<View>({ kind: 'list' });
  const links = usePayLinks(wallet, allWallets);
  const create = useCreatePayLink(wallet);
  const remove = useDeletePayLink(wallet);
  const { t } = useLingui();

  // A new view (form, detail, list) starts at its top, as a new screen would: the page on a wide
  // screen, the screen's own scrolling middle (FlowScreen) on a phone.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.querySelector('[data-testid="flow-body"]')?.scrollTo({ top: 0 });
  }, [view.kind]);

  const origin = displayServerUrl(wallet.serverUrl, appOrigin());
  const host = serverHost(wallet.serverUrl, appOrigin());
  const isAdmin = wallet.keyType === 'admin';
  /** False only when the link is known to belong to another wallet of the account. */
  const isOwn = (link: PayLink) => !wallet.walletId || link.wallet === wallet.walletId;
  const problem = links.isError ? extensionProblem(links.error, 'lnurlp') : null;

  if (view.kind === 'create') {
    return (
      <PayLinkForm
        serverHost={host}
        busy={create.isPending}
        error={create.error}
        onCancel={() => {
          create.reset();
          setView({ kind: 'list' });
        }}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (link) => {
              create.reset();
              setView({ kind: 'detail', link });
            },
          })
        }
      />
    );
  }

  if (view.kind === 'detail') {
    // The list's copy is the freshest; the one held here covers a link just created.
    const link = links.data?.find((l) => l.id === view.link.id) ?? view.link;
    const own = isOwn(link);
    return (
      <PayLinkDetail
        key={link.id}
        link={link}
        serverOrigin={origin}
        serverHost={host}
        canDelete={isAdmin && own}
        deleteNote={
          !isAdmin
            ? t`Deleting needs full access. This wallet is receive only.`
            : own
              ? undefined
              : t`This link belongs to another of your wallets: delete it from that wallet.`
        }
        deleting={remove.isPending}
        deleteError={remove.error}
        onDelete={() =>
          remove.mutate(link.id, {
            onSuccess: () => {
              remove.reset();
              setView({ kind: 'list' });
            },
          })
        }
        onBack={() => {
          remove.reset();
          setView({ kind: 'list' });
        }}
      />
    );
  }

  if (problem) {
    return <PayLinksMissing problem={problem} onRetry={() => void links.refetch()} />;
  }

  return (
    <PayLinkList
      links={links}
      host={host}
      allWallets={allWallets}
      onAllWalletsChange={setAllWallets}
      isOwn={isOwn}
      isAdmin={isAdmin}
      onOpen={(link) => setView({ kind: 'detail', link })}
      onCreate={() => {
        create.reset();
        setView({ kind: 'create' });
      }}
    />
  );
}

/** What a server without lnurlp for this account can do about it. */
function PayLinksMissing({ problem, onRetry }: { problem: ExtensionProblem; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Notice
      title={t`Reusable links need the LNURLp extension on your LNbits server`}
      tone="warning"
    >
      {problem === 'missing' ? (
        <p>
          <Trans>
            This server has no LNURLp (pay links) extension. Ask its admin to install it, or make a
            request with an amount.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              LNURLp is on the server but not enabled for your account. Enable it under Extensions
              in LNbits, then try again.
            </Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </Notice>
  );
}
