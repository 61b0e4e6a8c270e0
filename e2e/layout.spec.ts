// Plain words, touch targets, the balance tap and where the navigation sits, at 390×844 (phone
// project) and 1280×800 (desktop project).
import { expect, test, type Page } from './fixtures.ts';
import { appOrigin, createFundedWallet, createInvoice, openWallet, payInvoice } from './support.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Every visible control on the page smaller than 44×44 px, as "text (w×h)". Links inside running
 * text are exempt (WCAG 2.5.8 "inline"); a radio or checkbox is measured by the label it fills.
 */
async function smallTargets(page: Page): Promise<string[]> {
  // One round trip per screen: measuring each control through its own locator calls took most
  // of this spec's time (several calls per control, seven screens, two sizes).
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      'summary',
      'label:has(input[type=radio])',
      'label:has(input[type=checkbox])',
    ].join(', ');
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // What Playwright's :visible means: a non-empty box and not visibility:hidden.
      const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      if (!visible || control.closest('p') !== null) {
        continue;
      }
      // Half a pixel of rounding either way.
      if (box.width < 43.5 || box.height < 43.5) {
        const text = control.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
        const name = text || control.getAttribute('aria-label') || '(unnamed)';
        small.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

/** The main controls (links and buttons outside the navigation) that the navigation covers. */
async function coveredByNav(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    if (!nav) {
      return ['no navigation'];
    }
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('main button, main a[href]')) {
      const box = control.getBoundingClientRect();
      const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      if (!inView) {
        continue;
      }
      const x = box.left + box.width / 2;
      const y = Math.min(box.top + box.height / 2, window.innerHeight - 1);
      // Scrolled out of a region of its own (Home's cards on a phone): clipped, not covered.
      let region = control.parentElement;
      while (region && !/(auto|scroll)/.test(getComputedStyle(region).overflowY)) {
        region = region.parentElement;
      }
      const clip = region?.getBoundingClientRect();
      if (clip && (y < clip.top || y > clip.bottom)) {
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (top && nav.contains(top)) {
        covered.push(control.innerText.trim() || control.getAttribute('aria-label') || '?');
      }
    }
    return covered;
  });
}

test.describe('layout and plain words', () => {
  test.describe.configure({ timeout: 60_000 });

  test('every screen’s buttons and links are at least 44 px', async ({ page }) => {
    const wallet = await createFundedWallet('Targets wallet', 5_000);
    await openWallet(page, wallet);
    const screens: [path: string, ready: RegExp][] = [
      ['/', /Home/],
      ['/send', /Send/],
      ['/receive', /Receive/],
      ['/history', /History/],
      ['/more', /More/],
      ['/more/nwc', /Wallet Connect/],
      ['/more/nwc/connect?app=zeus', /Connect Zeus/],
      ['/settings', /Settings/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(`${appOrigin()}${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await smallTargets(page), `small targets on ${path}`).toEqual([]);
    }
  });

  test('the navigation sits at the bottom of a phone and at the side of a wide screen, covering nothing', async ({
    page,
  }, testInfo) => {
    const wallet = await createFundedWallet('Layout wallet', 5_000);
    for (let i = 0; i < 6; i += 1) {
      await createInvoice(wallet, 100 + i, `layout ${i}`);
    }
    await openWallet(page, wallet);
    const viewport = page.viewportSize()!;
    const nav = (await mainNav(page).boundingBox())!;
    if (testInfo.project.name === 'desktop') {
      expect(nav.x).toBe(0);
      expect(nav.width).toBeLessThan(300);
      expect(nav.height).toBeGreaterThanOrEqual(viewport.height - 1);
      const main = (await page.locator('main').boundingBox())!;
      expect(main.x).toBeGreaterThanOrEqual(nav.x + nav.width);
      // Home's two columns (docs/design.md) share a page no wider than History's (64rem), and
      // each is a readable column, not the whole width.
      expect(main.width).toBeLessThanOrEqual(1024);
      const balance = (await page.getByRole('region', { name: 'Balance' }).boundingBox())!;
      expect(balance.width).toBeLessThanOrEqual(640);
    } else {
      expect(nav.y + nav.height).toBeCloseTo(viewport.height, 0);
      expect(nav.width).toBe(viewport.width);
      expect(nav.height).toBeLessThan(100);
    }

    for (const path of ['/', '/send', '/receive', '/history', '/more', '/settings']) {
      await page.goto(`${appOrigin()}${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // A phone's content scrolls under its tab bar; what matters there is that scrolling to the
      // end uncovers everything. A wide screen's rail never has anything under it.
      if (testInfo.project.name === 'desktop') {
        expect(await coveredByNav(page), `covered on ${path} (top)`).toEqual([]);
      }
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        // And every region that scrolls on its own, to its end.
        for (const region of document.querySelectorAll<HTMLElement>('main *')) {
          if (/(auto|scroll)/.test(getComputedStyle(region).overflowY)) {
            region.scrollTop = region.scrollHeight;
          }
        }
      });
      expect(await coveredByNav(page), `covered on ${path} (bottom)`).toEqual([]);
    }
  });

  test('Home: Receive and Send in the thumb zone; a tap on the balance hides and shows it', async ({
    page,
  }, testInfo) => {
    const wallet = await createFundedWallet('Balance tap wallet', 5_600);
    // A full list of latest payments: Home taller than a 1280×800 window.
    const shop = await createFundedWallet('Balance tap shop', 0);
    for (const amountSat of [100, 150, 150, 200]) {
      await payInvoice(wallet, (await createInvoice(shop, amountSat, 'coffee')).bolt11);
    }
    await openWallet(page, wallet);
    const viewport = page.viewportSize()!;
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    for (const name of testInfo.project.name === 'phone' ? ['Receive', 'Send'] : []) {
      const box = (await actions.getByRole('link', { name }).boundingBox())!;
      // The lower third of the screen, where a thumb rests.
      expect(box.y).toBeGreaterThan((viewport.height * 2) / 3);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    const latest = page.getByRole('region', { name: 'Latest payments' });
    await expect(latest.getByRole('link', { name: /coffee/ })).toHaveCount(4);
    if (testInfo.project.name === 'desktop') {
      // No thumb to serve on a wide screen: two columns (docs/design.md), the balance and the
      // actions under it at the left, the payments beside them, nothing over anything.
      const card = (await latest.boundingBox())!;
      const row = (await actions.boundingBox())!;
      const balanceBox = (await page.getByRole('region', { name: 'Balance' }).boundingBox())!;
      expect(row.x + row.width).toBeLessThanOrEqual(card.x + 0.5);
      expect(row.y).toBeGreaterThanOrEqual(balanceBox.y + balanceBox.height - 0.5);
    } else {
      // On a phone the cards scroll in their own region, which ends where the actions begin: no
      // payment row sits half under them (axe's target-size counts such a row as too small).
      const cards = (await page.getByTestId('home-cards').boundingBox())!;
      const row = (await actions.boundingBox())!;
      expect(cards.y + cards.height).toBeLessThanOrEqual(row.y + 0.5);
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
        'the page itself does not scroll',
      ).toBeLessThanOrEqual(0);
      // The last payment is reached by scrolling the cards, and then shows whole above the row.
      const last = latest.getByRole('link').last();
      await last.scrollIntoViewIfNeeded();
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(row.y + 0.5);
    }

    // Named by what it shows, then what a tap does (voice control: say what you see).
    const shownName = /^5,000 sats Hide balance$/;
    const balance = page.getByRole('button', { name: shownName });
    await balance.click();
    const hidden = page.getByRole('button', { name: 'Balance hidden. Show balance' });
    await expect(hidden).toBeVisible();
    await expect(page.getByTestId('balance')).not.toContainText('5,000');
    await hidden.click();
    await expect(page.getByRole('button', { name: shownName })).toBeVisible();
    await expect(page.getByTestId('balance')).toContainText('5,000');
  });

  for (const browser of ['with Web Push', 'without Web Push'] as const) {
    test(`Settings ${browser}: the wallets below Notifications stay where they are while it loads @any-width`, async ({
      page,
    }) => {
      if (browser === 'without Web Push') {
        // As WebKitGTK and Safari outside the Home Screen app: no PushManager.
        await page.addInitScript(() => {
          delete (window as { PushManager?: unknown }).PushManager;
        });
      }
      const wallet = await createFundedWallet('Steady settings', 0);
      await openWallet(page, wallet);
      await page.goto(`${appOrigin()}/settings`);
      const wallets = page.getByRole('heading', { name: 'Wallets' });
      const card = page.getByTestId('server-notifications');
      const unavailable = page.getByTestId('notifications-unavailable');
      await expect(wallets).toBeAttached();
      if (browser === 'with Web Push') {
        // Its code is not loaded before it is scrolled to: what stands there is the placeholder.
        await expect(card).toHaveCount(0);
      }
      // The room the section takes: from its heading to the next section's. (What loads above it,
      // such as the server's currencies, moves both headings alike.)
      const sectionHeight = () =>
        page.evaluate(() => {
          const headings = [...document.querySelectorAll('h2')];
          const top = (name: string) =>
            headings.find((heading) => heading.textContent === name)!.getBoundingClientRect().top;
          return top('Wallets') - top('Notifications');
        });
      const before = await sectionHeight();
      await wallets.scrollIntoViewIfNeeded();
      await expect(browser === 'with Web Push' ? card : unavailable).toBeVisible();
      // A card's border is the one thing the placeholder does not draw.
      expect(Math.abs((await sectionHeight()) - before)).toBeLessThanOrEqual(4);
    });
  }

  test('access in plain words, the key type under Details', async ({ page }) => {
    const wallet = await createFundedWallet('Words wallet', 0);
    await openWallet(page, wallet);
    await page.goto(`${appOrigin()}/more`);
    const main = page.locator('main');
    await expect(main.getByText('Full access: can send and receive')).toBeVisible();
    await expect(main.getByText(/admin key/i)).toBeHidden();
    await main.locator('summary', { hasText: 'Details' }).click();
    await expect(main.getByText('LNbits admin key')).toBeVisible();
  });

  test('a server error is told in plain words, its original text under Details', async ({
    page,
  }) => {
    const payer = await createFundedWallet('Words payer', 10_000);
    const payee = await createFundedWallet('Words payee', 0);
    const invoice = await createInvoice(payee, 300, 'words');
    await openWallet(page, payer);
    await page.route('**/api/v1/payments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'getaddrinfo ENOTFOUND node.example' }),
          })
        : route.fallback(),
    );
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    await page.getByRole('button', { name: /^Pay\b/ }).click();

    // The Failed screen says why in plain words; no box repeats the headline.
    const alert = page.getByRole('status', { name: /^Failed\b/ });
    await expect(alert.getByText('That address doesn’t exist')).toBeVisible();
    await expect(alert.getByText(/ENOTFOUND/)).toBeHidden();
    await alert.locator('summary', { hasText: 'Details' }).click();
    await expect(alert.getByText('HTTP 400: getaddrinfo ENOTFOUND node.example')).toBeVisible();
  });
});
