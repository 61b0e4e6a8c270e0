import { describe, expect, it } from 'vitest';
import {
  PHONE_VIEWPORT,
  defaultOutDir,
  indexHtml,
  isScreensOutput,
  isWanted,
  notReachedFileName,
  parseViewport,
  planShots,
  shotFileName,
} from './screens-plan.ts';

const journeys = [
  { shots: ['welcome', 'connect'] },
  { shots: ['home', 'home-balance-hidden'] },
  { shots: ['send-review', 'send-paid'] },
];

describe('npm run screens: the plan', () => {
  it('numbers the states across journeys in reading order', () => {
    expect(planShots(journeys)).toEqual([
      { number: 1, name: 'welcome' },
      { number: 2, name: 'connect' },
      { number: 3, name: 'home' },
      { number: 4, name: 'home-balance-hidden' },
      { number: 5, name: 'send-review' },
      { number: 6, name: 'send-paid' },
    ]);
  });

  it('refuses a state photographed twice or a name unfit for a file', () => {
    expect(() => planShots([{ shots: ['home'] }, { shots: ['home'] }])).toThrow(/twice/);
    expect(() => planShots([{ shots: ['Home screen'] }])).toThrow(/file-name-safe/);
    expect(() => planShots([{ shots: ['send--paid'] }])).toThrow(/file-name-safe/);
  });

  it('names files number first, padded, with the theme last', () => {
    const [, , , hidden] = planShots(journeys);
    expect(shotFileName(hidden!, 'light')).toBe('04-home-balance-hidden-light.png');
    expect(shotFileName(hidden!, 'dark')).toBe('04-home-balance-hidden-dark.png');
    expect(notReachedFileName(hidden!)).toBe('04-home-balance-hidden-not-reached.png');
    expect(shotFileName({ number: 112, name: 'x' }, 'dark')).toBe('112-x-dark.png');
  });

  it('--only takes names and whole-word prefixes, and everything without it', () => {
    expect(isWanted('send-review', undefined)).toBe(true);
    expect(isWanted('send-review', ['send'])).toBe(true);
    expect(isWanted('send-review', ['send-review'])).toBe(true);
    expect(isWanted('settings', ['set'])).toBe(false);
    expect(isWanted('home-balance-hidden', ['home', 'nwc'])).toBe(true);
    expect(isWanted('history', ['home'])).toBe(false);
  });

  it('reads --size as WIDTHxHEIGHT and refuses anything else', () => {
    expect(parseViewport('1280x800')).toEqual({ width: 1280, height: 800 });
    expect(parseViewport(' 360×740 ')).toEqual({ width: 360, height: 740 });
    expect(() => parseViewport('1280')).toThrow(/WIDTHxHEIGHT/);
    expect(() => parseViewport('1280x800px')).toThrow(/WIDTHxHEIGHT/);
  });

  it('gives each language and size a folder of its own, the phone in English screens/', () => {
    expect(defaultOutDir('en', PHONE_VIEWPORT)).toBe('screens');
    expect(defaultOutDir('de', PHONE_VIEWPORT)).toBe('screens/de');
    expect(defaultOutDir('en', { width: 1280, height: 800 })).toBe('screens/1280x800');
    expect(defaultOutDir('pt-BR', { width: 1280, height: 800 })).toBe('screens/pt-BR-1280x800');
  });

  it('clears only its own files from the folder, never another run’s folder or a stray file', () => {
    expect(isScreensOutput('index.html')).toBe(true);
    expect(isScreensOutput('08-home-light.png')).toBe(true);
    expect(isScreensOutput('16-send-failed-not-reached.png')).toBe(true);
    expect(isScreensOutput('de')).toBe(false);
    expect(isScreensOutput('notes.png')).toBe(false);
    expect(isScreensOutput('08-home-light.png.bak')).toBe(false);
  });

  it('index.html shows each state light and dark under its caption, and names the missed', () => {
    const [welcome, connect, home] = planShots(journeys);
    const html = indexHtml({
      entries: [
        { shot: welcome! },
        {
          shot: connect!,
          missedBecause: 'locator.click: <button> not found',
          pictureInstead: true,
        },
        { shot: home!, missedBecause: 'comes after connect' },
      ],
      locale: 'de',
      viewport: PHONE_VIEWPORT,
      takenAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(html).toContain('<figcaption>01 · welcome</figcaption>');
    expect(html).toContain('<img src="01-welcome-light.png"');
    expect(html).toContain('<img src="01-welcome-dark.png"');
    expect(html).toContain('1 of 3 states · language de · 390×844');
    // A reason is text, not markup; the picture of what was there instead only where one was taken.
    expect(html).toContain('Not reached: locator.click: &lt;button&gt; not found');
    expect(html).toContain('<img src="02-connect-not-reached.png"');
    expect(html).not.toContain('02-connect-light.png');
    expect(html).not.toContain('03-home-not-reached.png');
    expect(html).toContain('Not reached: comes after connect');
  });
});
