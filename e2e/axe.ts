// axe-core as every spec runs it: the WCAG 2.2 A and AA rules and axe's best practices, on a page
// whose animations have ended.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Resolves when every animation and transition on the page that ends has ended. axe reads colours
 * as they are drawn: a button fading from its disabled colour (`transition-colors`, 150 ms) fails
 * a contrast it meets a moment later. Endless ones (a skeleton's pulse, a spinner) and paused ones
 * are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails with one line per rule broken and the elements it flagged. `within` (a selector) checks
 * one part of the page only.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { within?: string } = {},
): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const results = await (options.within ? builder.include(options.within) : builder).analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}
