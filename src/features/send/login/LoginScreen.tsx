import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Details } from '@/components/ui/Details';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { linkingPublicKeyHex } from '@/lib/lnurl-auth';
import type { LoginAction } from '@/lib/lnurl-auth';
import { loginCodeOf, paths } from '@/lib/paths';
import { allowsLoopbackLnurl } from '@/lib/server-url';
import { WalletLabel, useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { describeLoginFailure } from './login-errors';
import { readLoginCode } from './login-code';
import type { ReadLoginCode } from './login-code';
import { useLnurlLogin } from './useLnurlLogin';
import type { LoginResult } from './useLnurlLogin';

/**
 * Logging in to a site with the wallet (LNURL-auth, LUD-04/05): a moment of its own, like a
 * payment, though no money moves. Send recognises the code and hands it over (router state); the
 * code is read again here, so only a checked login code is ever signed. No PIN: nothing is spent
 * and no key leaves the device (the PIN guards the money and the keys themselves).
 */
export function LoginScreen() {
  const { t } = useLingui();
  const wallet = useActiveWallet();
  const location = useLocation();
  const code = loginCodeOf(location.state);
  const allowLoopback = allowsLoopbackLnurl(wallet);
  const login = useMemo(
    () => (code === null ? null : readLoginCode(code, { allowLoopback })),
    [code, allowLoopback],
  );
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  if (!login) {
    return (
      <FlowScreen title={t`Log in with your wallet`} fallbackHref={paths.home.getHref()}>
        <Notice title={t`There is no login code here`} tone="warning">
          <p>
            <Trans>Scan or paste the site’s login code in Send: a login code opens here.</Trans>
          </p>
          <Link to={paths.send.getHref()} className={buttonClass('secondary', 'mt-3 w-full')}>
            <Trans>Go to Send</Trans>
          </Link>
        </Notice>
      </FlowScreen>
    );
  }
  return <Login key={`${wallet.id}:${login.callback}`} wallet={wallet} login={login} />;
}

function Login({ wallet, login }: { wallet: WalletConnection; login: ReadLoginCode }) {
  const { t } = useLingui();
  const attempt = useLnurlLogin(wallet, login);
  const { domain } = login;
  const fullAccess = wallet.keyType === 'admin';

  if (attempt.isSuccess) {
    return <LoginOutcome result={attempt.data} domain={domain} />;
  }
  if (attempt.isError) {
    const failure = describeLoginFailure(attempt.error, domain);
    return (
      <OutcomeScreen
        tone="failed"
        title={t`Not logged in`}
        actions={
          <>
            {failure.canRetry && (
              <Button onClick={attempt.start} className="w-full">
                <Trans>Try again</Trans>
              </Button>
            )}
            <DoneLink variant={failure.canRetry ? 'secondary' : 'primary'} />
          </>
        }
      >
        <p data-testid="login-failure" className="text-center text-zinc-700 dark:text-zinc-300">
          {failure.message}
        </p>
        {failure.details && (
          <Details>
            <p className="break-words">{failure.details}</p>
          </Details>
        )}
      </OutcomeScreen>
    );
  }
  return (
    <FlowScreen
      title={t`Log in with your wallet`}
      fallbackHref={paths.home.getHref()}
      action={
        fullAccess ? (
          <Button busy={attempt.isPending} needsNetwork onClick={attempt.start}>
            {attempt.isPending ? <Trans>Logging in…</Trans> : <ActionWord action={login.action} />}
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-5">
        <SiteCard login={login} wallet={wallet} />
        {fullAccess ? <Identity login={login} wallet={wallet} /> : <FullAccessNeeded />}
      </div>
    </FlowScreen>
  );
}

/** The site, large, what it asks for, and the wallet that answers. */
function SiteCard({ login, wallet }: { login: ReadLoginCode; wallet: WalletConnection }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`The site`}
      className="space-y-3 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <AskWords action={login.action} />
      </p>
      <p data-testid="login-domain" className="text-3xl font-semibold break-all">
        {login.domain}
      </p>
      <div className="flex items-center gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
        <span className="shrink-0 text-sm text-zinc-600 dark:text-zinc-400">
          <Trans comment="Before the name of the wallet that logs in">With</Trans>
        </span>
        <WalletLabel wallet={wallet} />
      </div>
    </section>
  );
}

/** LUD-04's `action`, as what the site asks of the person. */
function AskWords({ action }: { action: LoginAction | null }) {
  switch (action) {
    case 'register':
      return <Trans>Create an account at</Trans>;
    case 'link':
      return <Trans>Link your wallet to</Trans>;
    case 'auth':
      return <Trans>Confirm it’s you at</Trans>;
    default:
      return <Trans>Log in to</Trans>;
  }
}

function ActionWord({ action }: { action: LoginAction | null }) {
  switch (action) {
    case 'register':
      return <Trans>Create account</Trans>;
    case 'link':
      return <Trans>Link wallet</Trans>;
    case 'auth':
      return <Trans>Confirm</Trans>;
    default:
      return <Trans>Log in</Trans>;
  }
}

/** What the site gets, and that it stays the same for this wallet and site. */
function Identity({ login, wallet }: { login: ReadLoginCode; wallet: WalletConnection }) {
  const { domain } = login;
  const linkingKey = useMemo(() => {
    try {
      return linkingPublicKeyHex(wallet.key, login.callback);
    } catch {
      return null;
    }
  }, [wallet.key, login.callback]);
  return (
    <div className="space-y-3 text-sm text-zinc-700 dark:text-zinc-300">
      <p>
        <Trans>
          The site gets a login key made for it alone. No money moves, and it sees neither your
          balance nor your payments.
        </Trans>
      </p>
      <p data-testid="login-identity">
        <Trans>
          This wallet always shows {domain} the same key, so the site knows you again. The key is
          made from the wallet’s keys: if they are reset, it changes and the site won’t know you.
        </Trans>
      </p>
      <Details>
        <div className="space-y-2">
          {linkingKey && (
            <p>
              <Trans>Login key for {domain}:</Trans>{' '}
              <span data-testid="login-linking-key" className="font-mono break-all">
                {linkingKey}
              </span>
            </p>
          )}
          <p>
            <Trans>
              Signed on this device and sent straight to the site (LNURL-auth). If the site can’t be
              reached from here, your server signs and sends it instead. Only the login key and the
              signature are sent, never the wallet’s keys.
            </Trans>
          </p>
        </div>
      </Details>
    </div>
  );
}

function FullAccessNeeded() {
  return (
    <section
      aria-labelledby="login-readonly-title"
      className="space-y-3 rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
    >
      <h2 id="login-readonly-title" className="text-lg font-semibold">
        <Trans>Logging in needs full access</Trans>
      </h2>
      <p>
        <Trans>
          The login key is made from the wallet’s admin key, which a receive-only connection doesn’t
          have. Connect this wallet again with full access to log in.
        </Trans>
      </p>
      <Link to={paths.connect.getHref()} className={buttonClass('secondary', 'w-full')}>
        <Trans>Connect with full access</Trans>
      </Link>
    </section>
  );
}

/** The site's answer, in plain words. */
function LoginOutcome({ result, domain }: { result: LoginResult; domain: string }) {
  const { t } = useLingui();
  const { outcome } = result;
  switch (outcome.kind) {
    case 'ok':
      return (
        <OutcomeScreen tone="success" title={t`Logged in`} actions={<DoneLink />}>
          <p data-testid="login-answer" className="text-center text-zinc-700 dark:text-zinc-300">
            <Trans>
              {domain} accepted your wallet. Go back to the site: it should show you logged in.
            </Trans>
          </p>
          <LoginPath result={result} />
        </OutcomeScreen>
      );
    case 'unconfirmed':
      return (
        <OutcomeScreen
          tone="pending"
          title={t`The site may have logged you in`}
          actions={<DoneLink />}
        >
          <p data-testid="login-answer" className="text-center text-zinc-700 dark:text-zinc-300">
            <Trans>
              Your server signed and sent the login, but it can’t tell what {domain} answered. Go
              back to the site to see whether you are logged in.
            </Trans>
          </p>
          <LoginPath result={result} />
        </OutcomeScreen>
      );
    case 'refused': {
      const { reason } = outcome;
      return (
        <OutcomeScreen tone="failed" title={t`Not logged in`} actions={<DoneLink />}>
          <p data-testid="login-answer" className="text-center text-zinc-700 dark:text-zinc-300">
            <Trans>{domain} refused the login.</Trans>
          </p>
          {reason && (
            <p
              data-testid="login-reason"
              className="text-center break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
            >
              <Trans>It said: “{reason}”</Trans>
            </p>
          )}
          <LoginPath result={result} />
        </OutcomeScreen>
      );
    }
  }
}

function LoginPath({ result }: { result: LoginResult }) {
  return (
    <Details>
      <p data-testid="login-path">
        {result.path === 'direct' ? (
          <Trans>Signed on this device and sent straight to the site.</Trans>
        ) : (
          <Trans>
            The site couldn’t be reached from this device, so your server signed and sent the login,
            with the same key.
          </Trans>
        )}
      </p>
    </Details>
  );
}
