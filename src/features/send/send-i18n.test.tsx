// @vitest-environment happy-dom
// Send in another language: every word a person reads (text, labels, aria-labels) comes from
// the send catalog (or the shared one, for the LNURL pieces the withdraw screen uses too), the
// classifier's and the LNURL layer's verdicts are worded by code, and what a service wrote stays
// as it wrote it.
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Bolt11ErrorCode, DecodedBolt11 } from '@/lib/bolt11';
import type { UnsupportedCode } from '@/lib/input';
import { LnurlError } from '@/lib/lnurl/errors';
import type { LnurlErrorCode } from '@/lib/lnurl/errors';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { WalletConnection } from '@/session';
import { activateLocale, withCatalog } from '@/session';
import type { UiLocale } from '@/session';
import { CodeField } from './CodeField';
import { CostRows } from './CostRows';
import { describeBolt11Problem, describeUnsupported } from './input/input-problems';
import { InvoiceAction, InvoiceNotes, InvoiceProblems } from './InvoiceNotices';
import { InvoiceSummary } from './InvoiceReview';
import { describeLnurlError } from '@/components/lnurl/lnurl-errors';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { NoteField } from './lnurl/NoteField';
import { LnurlReviewStep } from './lnurl/LnurlReviewStep';
import { SuccessActionView } from './lnurl/SuccessActionView';
import { PaymentDone } from './PaymentDone';
import { PaymentFailedError } from './payment-outcome';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';
import { readProblem } from './problem-words';
import { RecentRecipients } from './RecentRecipients';
import { RenamePerson } from './RenamePerson';
import { sendTargetOf } from './input/send-target';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { untranslated as untranslatedIn } from '@/session/i18n/untranslated-words';

beforeAll(async () => {
  // What the router does for Send's screens: the send catalog comes with them, the review's and
  // the outcomes' words with the review.
  await withCatalog(['send', 'sendreview'], () => Promise.resolve(null));
});

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const NOW = 1_800_000_000;
const invoice = {
  network: 'mainnet',
  amountMsat: 1_234_000n,
  expiresAt: NOW + 299,
  description: 'Pizza for two',
  payee: `02${'ab'.repeat(32)}`,
  paymentHash: 'c'.repeat(64),
  paymentRequest: 'lnbc12340n1i18n',
} as DecodedBolt11;
const target: LnurlTarget = {
  url: 'https://shop.example/lnurlp/1',
  domain: 'shop.example',
  scanCode: 'shop@shop.example',
  address: 'shop@shop.example',
  onion: false,
  askFirst: false,
};
const payRequest = {
  tag: 'payRequest',
  callback: 'https://shop.example/cb',
  minSendableMsat: 1_000,
  maxSendableMsat: 1_000_000_000,
  commentAllowed: 140,
  metadata: { text: 'Coffee at the shop' },
} as PayRequest;
const wallet = { id: 'w1', serverUrl: 'https://lnbits.example' } as WalletConnection;

/** As the shared check, inside a router (the send screens link). */
const untranslated = (ui: () => ReactElement, locale: UiLocale, same: string[] = []) =>
  untranslatedIn(() => <MemoryRouter>{ui()}</MemoryRouter>, locale, same);

describe('Send in another language', () => {
  it('shows the code field, recent recipients (renamable, a change refused) and an invoice review wholly in German', async () => {
    const screenful = () => (
      <>
        <CodeField
          text=""
          onEdit={() => undefined}
          onSubmit={() => undefined}
          invalid={false}
          message={null}
        />
        <RecentRecipients
          list={[
            {
              code: 'shop@shop.example',
              label: 'shop@shop.example',
              amountSat: 21,
              paidAt: 0,
              stored: true,
            },
          ]}
          canRename
          failed
          onPick={() => undefined}
          onForget={() => undefined}
          onRename={async () => true}
        />
        <RenamePerson label="Corner cafe" onSave={async () => true} onDone={() => undefined} />
        <InvoiceSummary
          invoice={invoice}
          nowSeconds={NOW}
          fiat={{ currency: 'EUR', rate: 1_000 }}
        />
        <CostRows
          amountSat={1_234}
          balanceMsat={5_000_000}
          context={{ place: 'elsewhere', serviceFee: { percent: 1, maxSat: 0 } }}
        />
        <InvoiceProblems problems={[]} prior="pending" />
        <InvoiceNotes notes={{ warnings: [], serverUnreachable: true, priorUnknown: true }} />
        <InvoiceAction action={{ kind: 'paying' }} onPay={() => undefined} />
      </>
    );
    expect(
      await untranslated(screenful, 'de', [
        'shop@shop.example',
        'Pizza for two',
        'Bitcoin',
        'sats',
        '21 sats',
        invoice.payee!,
        '02ababab…abababab',
        'Corner cafe',
        // German says these alike: "in 4:59", "Details", "Name".
        'in',
        'Details',
        'Name',
      ]),
    ).toEqual([]);
    // German numbers and the countdown read in German too.
    expect(screen.getByTestId('send-amount').textContent).toBe('1.234 sats');
    expect(screen.getByTestId('review-fee').textContent).toBe('bis zu 13 sats');
    expect(screen.getByText(/^in/).textContent).toBe('in 4:59');
  });

  it('shows the outcomes in Spanish, the server’s refusal included (no English main text)', async () => {
    const outcomes = () => (
      <>
        <PaymentPending reason="pending" amountText="600 sats" />
        <PaymentFailed help="retry" amountText="600 sats" onRetry={() => undefined}>
          <FailureWords {...readProblem(new PaymentFailedError())} />
        </PaymentFailed>
        <PaymentNotSent amountText="1 sat" onRetry={() => undefined} />
        <PaymentDone
          record={{ bolt11: invoice.paymentRequest }}
          details={{ amountMsat: 600_000, feeMsat: 0, time: '2026-03-03T14:05:09Z' }}
          earlier
        />
      </>
    );
    expect(await untranslated(outcomes, 'es', ['600 sats', '1 sat', '0 sats'])).toEqual([]);
    expect(
      screen.getByText('El servidor indica que este pago falló, así que no se envió nada.'),
    ).toBeTruthy();
    expect(screen.getByTestId('send-paid-earlier').textContent).toMatch(/el 3 mar 2026/);
  });

  it('shows the LNURL review and its errors in Portuguese', async () => {
    const lnurl = () => (
      <>
        <LnurlReviewStep
          target={target}
          request={payRequest}
          amountSat={100}
          comment="Thanks"
          unsupportedPayerData={[]}
          costs={
            <CostRows
              amountSat={100}
              balanceMsat={5_000_000}
              context={{ place: 'same-host', serviceFee: null }}
            />
          }
          details={null}
          onSubmit={() => undefined}
          onBack={() => undefined}
        >
          {null}
        </LnurlReviewStep>
        <NoteField
          recipient="shop@shop.example"
          allowed={140}
          value="Thanks"
          error={null}
          onChange={() => undefined}
        />
        <LnurlErrorNotice
          error={new LnurlError('amount-mismatch', 'The service returned an invoice for 101 sats')}
          domain="shop.example"
          amountText="100 sats"
          onRetry={() => undefined}
        />
        <SuccessActionView
          wallet={wallet}
          action={{ tag: 'url', description: 'Your receipt', url: 'https://shop.example/r/1' }}
          paymentHash={invoice.paymentHash}
          domain="shop.example"
        />
      </>
    );
    const same = [
      'shop.example',
      'shop@shop.example',
      'Coffee at the shop',
      'Thanks',
      // The note written, quoted: Portuguese quotes “so”, as English does.
      '“Thanks”',
      'Your receipt',
      'https://shop.example/r/1',
      '100 sats',
    ];
    expect(await untranslated(lnurl, 'pt-BR', same)).toEqual([]);
    expect(screen.getByTestId('lnurl-error').textContent).toBe(
      'Enviou uma fatura de outro valor, não dos 100 sats que você escolheu; nada foi pago.',
    );
  });
});

// Every code gets its own words: a `Record` over each code type makes the lists complete.
const UNSUPPORTED: Record<UnsupportedCode, null> = {
  'nostr-link': null,
  'cashu-token': null,
  'node-uri': null,
  'bolt12-offer': null,
  'nostr-private-key': null,
  'nostr-id': null,
  'silent-payment-address': null,
  'extended-key': null,
  'node-id': null,
  'lnurl-channel': null,
  'proof-of-payment': null,
};
const BOLT11: Record<Bolt11ErrorCode, null> = {
  input: null,
  bech32: null,
  'mixed-case': null,
  checksum: null,
  prefix: null,
  amount: null,
  length: null,
  'field-length': null,
  'missing-field': null,
  'duplicate-field': null,
  field: null,
  feature: null,
  signature: null,
};
const LNURL: Record<LnurlErrorCode, null> = {
  lnurl: null,
  url: null,
  'service-error': null,
  response: null,
  metadata: null,
  amount: null,
  'no-whole-sat-amount': null,
  comment: null,
  'payer-data': null,
  invoice: null,
  amountless: null,
  'amount-mismatch': null,
  network: null,
  expired: null,
  'description-hash': null,
  'success-action': null,
  'success-action-unsupported': null,
  'aes-key': null,
  'aes-decrypt': null,
};
/** One of each classifier verdict the Send screen shows as a notice. */
const NOTICE_CODES = [
  'hello',
  'lightning:',
  'ftp://x.com/a',
  'javascript:alert(1)',
  'lnbc1 not an invoice',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'bitcoin:?amount=1',
  `bitcoin:?amount=1&amount=2`,
  `nostr+walletconnect://${'a'.repeat(64)}?relay=wss://relay.example.com`,
  `nostr+walletconnect://${'a'.repeat(64)}?relay=wss://relay.example.com&secret=${'b'.repeat(64)}`,
  'https://lnbits.example/wallet?usr=0123456789abcdef0123456789abcdef',
  'alice@example',
];

describe('verdicts worded by code', () => {
  /** Each text in English, then in `locale`: none may be left the same. */
  async function sameInBoth(texts: () => string[], locale: UiLocale): Promise<string[]> {
    const english = texts();
    await activateLocale(locale);
    const translated = texts();
    return english.filter((text, index) => text === translated[index]);
  }

  it('names every unsupported code, invoice problem and notice in German', async () => {
    const texts = () => [
      ...Object.keys(UNSUPPORTED).flatMap((code) => {
        const { title, message } = describeUnsupported(code as UnsupportedCode);
        return [title, message];
      }),
      ...Object.keys(BOLT11).map((code) => describeBolt11Problem(code as Bolt11ErrorCode)),
      ...NOTICE_CODES.flatMap((code) => {
        const notice = sendTargetOf(code);
        return notice.kind === 'notice' ? [notice.title, notice.message] : [];
      }),
    ];
    expect(texts().length).toBeGreaterThan(40);
    expect(await sameInBoth(texts, 'de')).toEqual([]);
  });

  it('words every LnurlError code in Spanish, never with its English message', async () => {
    const texts = () =>
      Object.keys(LNURL).flatMap((code) => {
        const english = `English text of ${code}`;
        const described = describeLnurlError(
          new LnurlError(code as LnurlErrorCode, english),
          'shop.example',
        )!;
        expect(`${described.title} ${described.message}`).not.toContain(english);
        return [described.title, described.message];
      });
    expect(await sameInBoth(texts, 'es')).toEqual([]);
  });

  it('keeps what a service wrote as it wrote it', async () => {
    await activateLocale('de');
    const refused = describeLnurlError(
      new LnurlError('service-error', 'The service refused: Out of stock', {
        reason: 'Out of stock',
      }),
      'shop.example',
    );
    expect(refused).toEqual({
      title: 'shop.example hat abgelehnt',
      message: 'Er sagte: „Out of stock“',
    });
  });
});
