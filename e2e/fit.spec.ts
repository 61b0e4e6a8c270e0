// What fits on the two phone sizes the design is made for (docs/design.md): Home shows at least
// five payment rows once the PIN card is put away, and Receive with an amount keeps its Create
// button on screen where a thumb rests, without scrolling. Measured at 360×740 and 390×844.
import { expect, test, type Page } from './fixtures.ts';
import {
  createFundedWallet,
  createInvoice,
  openFromHome,
  openWallet,
  payInvoice,
} from './support.ts';

const PHONE_SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/**
 * The rows of Home's latest payments wholly on screen without scrolling: inside the cards'
 * scroll region as it shows, above the quick actions and within the window.
 */
async function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cards = document.querySelector('[data-testid="home-cards"]')!.getBoundingClientRect();
    const actions = document.querySelector('nav[aria-label="Quick actions"]');
    const bottom = Math.min(
      cards.bottom,
      window.innerHeight,
      actions?.getBoundingClientRect().top ?? Infinity,
    );
    const list = [...document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Latest payments',
    );
    return [...(list?.querySelectorAll('li') ?? [])].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= cards.top - 0.5 && box.bottom <= bottom + 0.5;
    }).length;
  });
}

test.describe('what fits on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Home shows five payment rows or more once the PIN card is put away, and no requests', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Fit wallet', 20_000);
    const friend = await createFundedWallet('Fit friend', 20_000);
    // Money in and money out, as a week of use; and a request still open, which is not a payment.
    for (let i = 0; i < 4; i += 1) {
      await payInvoice(friend, (await createInvoice(wallet, 100 + i, `lunch ${i}`)).bolt11);
      await payInvoice(wallet, (await createInvoice(friend, 50 + i, `coffee ${i}`)).bolt11);
    }
    await createInvoice(wallet, 777, 'open request');

    await openWallet(page, wallet);
    const latest = page.getByRole('region', { name: 'Latest payments' });
    await expect(latest.getByRole('listitem')).toHaveCount(8);
    await expect(latest.getByText('open request')).toHaveCount(0);
    const pinCard = page.getByRole('region', { name: 'Protect this wallet with a PIN' });
    await pinCard.getByRole('button', { name: 'Not now' }).click();
    await expect(pinCard).toHaveCount(0);

    for (const size of PHONE_SIZES) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}`;
      await expect
        .poll(() => rowsInView(page), { message: `payment rows in view at ${where}` })
        .toBeGreaterThanOrEqual(5);
    }
  });

  test('Receive with an amount fits, its Create button on screen in the thumb zone', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Fit receive wallet', 0);
    await openWallet(page, wallet);
    await openFromHome(page, 'Receive');
    await page.getByRole('link', { name: 'Add amount' }).click();
    const create = page.getByRole('button', { name: 'Create request' });
    await expect(create).toBeVisible();
    // One keypad: the amount's field, labelled as docs/design.md says.
    await expect(page.getByLabel('Amount', { exact: true })).toHaveCount(1);

    for (const size of PHONE_SIZES) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}`;
      await expect(create).toBeInViewport({ ratio: 1 });
      const box = (await create.boundingBox())!;
      // The lower third of the screen, where a thumb rests, and wholly on it.
      expect(box.y, where).toBeGreaterThan((size.height * 2) / 3);
      expect(box.y + box.height, where).toBeLessThanOrEqual(size.height);
      // The step fits: its middle does not scroll.
      const overflow = await page
        .getByTestId('flow-body')
        .evaluate((body) => body.scrollHeight - body.clientHeight);
      expect(overflow, `flow body overflow at ${where}`).toBeLessThanOrEqual(1);
    }

    // With the note for me unfolded too.
    await page.getByRole('button', { name: 'Add a note for me' }).click();
    await expect(page.getByLabel('Note for me', { exact: true })).toBeFocused();
    for (const size of PHONE_SIZES) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}, with a note for me`;
      await expect(create).toBeInViewport({ ratio: 1 });
      const overflow = await page
        .getByTestId('flow-body')
        .evaluate((body) => body.scrollHeight - body.clientHeight);
      expect(overflow, `flow body overflow at ${where}`).toBeLessThanOrEqual(1);
    }
  });
});
