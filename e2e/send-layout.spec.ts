// Every step of Send fits a phone (docs/design.md, "Payment moments"): at 360×740 and 390×844 the
// primary action and the whole keypad are on screen without scrolling, on the start, an
// address's amount, its review, the outcome, and an invoice's review.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  expectInViewClearOfNavigation,
  openFromHome,
  openWallet,
  requiresSandbox,
} from './support.ts';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** Anything that scrolls at this size: the page, or a region inside it, with more than it shows. */
async function scrolled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const over: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollHeight > window.innerHeight + 1) {
      over.push(`page ${root.scrollHeight} > ${window.innerHeight}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowY } = getComputedStyle(element);
      if (/(auto|scroll)/.test(overflowY) && element.scrollHeight > element.clientHeight + 1) {
        over.push(
          `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''} ${element.scrollHeight} > ${element.clientHeight}`,
        );
      }
    }
    return over;
  });
}

/** `controls` are wholly in view and nothing on the screen needs scrolling to reach them. */
async function fitsWithoutScrolling(page: Page, step: string, controls: Locator[]) {
  const size = page.viewportSize()!;
  for (const control of controls) {
    await expect(control, `${step} at ${size.width}×${size.height}`).toBeVisible();
    await expectInViewClearOfNavigation(page, control);
  }
  expect(await scrolled(page), `${step} at ${size.width}×${size.height}`).toEqual([]);
}

async function thirdPartyAddress(): Promise<string> {
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
    third_party_url: string | null;
  };
  if (!info.third_party_url) {
    throw new Error('the sandbox was started without its third-party hosts');
  }
  const listing = (await (await fetch(`${info.third_party_url}/`)).json()) as {
    pay: { honest: { address: string } };
  };
  return listing.pay.honest.address;
}

const keypad = (page: Page) => page.getByRole('group', { name: 'Amount keypad' });
const codeField = (page: Page) => page.getByLabel('Invoice, LNURL or Lightning address');

test.describe('Send fits a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const phone of PHONES) {
    test(`an address paid step by step at ${phone.width}×${phone.height}`, async ({ page }) => {
      requiresSandbox('the third-party LNURL host runs inside the sandbox');
      const address = await thirdPartyAddress();
      const payer = await createFundedWallet('Layout address payer', 5_000);
      await page.setViewportSize(phone);
      await openWallet(page, payer);
      await openFromHome(page, 'Send');

      // The start: Paste and Scan large; Continue once something is typed.
      await expect(page.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible();
      const scan = page.getByRole('link', { name: 'Scan', exact: true });
      await fitsWithoutScrolling(page, 'start', [scan]);
      expect((await scan.boundingBox())!.height).toBeGreaterThanOrEqual(80);
      await codeField(page).pressSequentially('ca');
      await fitsWithoutScrolling(page, 'start, typing', [
        page.getByRole('button', { name: 'Continue' }),
      ]);

      // The amount: the whole keypad and Continue, under the address as the title.
      await codeField(page).fill(address);
      await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();
      for (const key of '210') {
        await keypad(page).getByRole('button', { name: key, exact: true }).click();
      }
      const next = page.getByRole('button', { name: 'Continue' });
      await fitsWithoutScrolling(page, 'amount', [keypad(page), next]);
      await page.getByRole('button', { name: 'Add a note' }).click();
      await page.getByLabel(/^Note for/).fill('Lunch');
      await fitsWithoutScrolling(page, 'amount with a note', [keypad(page), next]);

      // The review, titled with whom; Pay in the thumb zone.
      await next.click();
      const pay = page.getByRole('button', { name: 'Pay 210 sats' });
      await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();
      await fitsWithoutScrolling(page, 'review', [pay]);

      // The outcome: amount, who, note, and Done in view.
      await pay.click();
      const paid = page.getByRole('status', { name: /^Paid\b/ });
      await expect(paid).toBeVisible();
      await expect(paid.getByTestId('outcome-who')).toContainText(address);
      await expect(paid.getByTestId('outcome-note')).toHaveText('“Lunch”');
      await fitsWithoutScrolling(page, 'paid', [paid.getByRole('link', { name: 'Done' })]);
    });

    test(`an invoice's review at ${phone.width}×${phone.height}`, async ({ page }) => {
      const payer = await createFundedWallet('Layout invoice payer', 10_000);
      const payee = await createFundedWallet('Layout invoice payee', 0);
      const invoice = await createInvoice(
        payee,
        2_500,
        'A long lunch for the whole team, dessert too, and coffee for everyone after it',
      );
      await page.setViewportSize(phone);
      await openWallet(page, payer);
      await openFromHome(page, 'Send');
      await codeField(page).fill(invoice.bolt11);
      const pay = page.getByRole('button', { name: 'Pay 2,500 sats' });
      await fitsWithoutScrolling(page, 'invoice review', [pay]);
      await page.getByRole('button', { name: 'Add a note for me' }).click();
      await expect(page.getByLabel('Note for me', { exact: true })).toBeFocused();
      await fitsWithoutScrolling(page, 'invoice review with a note for me', [pay]);
    });
  }
});
