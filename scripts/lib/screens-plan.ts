/**
 * The plain parts of `npm run screens` (scripts/screens.ts): which states it photographs and in
 * what order, the file names, the page that shows them all, the options. No browser here, so each
 * part is tested on its own (screens-plan.test.ts).
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Viewport {
  width: number;
  height: number;
}

/** A phone: the size the issue asks for. */
export const PHONE_VIEWPORT: Viewport = { width: 390, height: 844 };

/** "1280x800" (or "1280×800") → { width: 1280, height: 800 }; anything else is refused. */
export function parseViewport(text: string): Viewport {
  const match = /^\s*(\d{3,4})\s*[x×]\s*(\d{3,4})\s*$/i.exec(text);
  if (!match) {
    throw new Error(`--size wants WIDTHxHEIGHT in CSS pixels, such as 1280x800 (got "${text}")`);
  }
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** A state to photograph, numbered in the order a reviewer reads them. */
export interface PlannedShot {
  /** From 1, in the order of the journeys and of the states within each. */
  number: number;
  /** A file-name-safe name: `home-balance-hidden`. */
  name: string;
}

/**
 * Numbers every state of every journey in order. The numbers belong to the states, not to a run:
 * `--only` keeps them, so 08-home is 08-home in every folder.
 */
export function planShots(journeys: ReadonlyArray<{ shots: readonly string[] }>): PlannedShot[] {
  const names = journeys.flatMap((journey) => journey.shots);
  const seen = new Set<string>();
  for (const name of names) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      throw new Error(`"${name}" is not a file-name-safe state name (lower case and dashes)`);
    }
    if (seen.has(name)) {
      throw new Error(`the state "${name}" is photographed twice`);
    }
    seen.add(name);
  }
  return names.map((name, index) => ({ number: index + 1, name }));
}

/** Whether `--only` (names or name prefixes: `send` takes every send-… state) asks for `name`. */
export function isWanted(name: string, only: readonly string[] | undefined): boolean {
  return !only || only.some((wanted) => name === wanted || name.startsWith(`${wanted}-`));
}

/** `07-home-balance-hidden-dark.png`: the number first, so a folder listing is in reading order. */
export function shotFileName(shot: PlannedShot, theme: Theme): string {
  return `${String(shot.number).padStart(2, '0')}-${shot.name}-${theme}.png`;
}

/** What was on screen when a state could not be reached: `16-send-failed-not-reached.png`. */
export function notReachedFileName(shot: PlannedShot): string {
  return `${String(shot.number).padStart(2, '0')}-${shot.name}-not-reached.png`;
}

/**
 * Where a run writes by default: `screens/` for the phone in English, else a folder of its own
 * inside it (`screens/de`, `screens/1280x800`, `screens/de-1280x800`), so runs don't overwrite
 * each other.
 */
export function defaultOutDir(locale: string, viewport: Viewport): string {
  const parts: string[] = [];
  if (locale !== 'en') {
    parts.push(locale);
  }
  if (viewport.width !== PHONE_VIEWPORT.width || viewport.height !== PHONE_VIEWPORT.height) {
    parts.push(`${viewport.width}x${viewport.height}`);
  }
  return parts.length === 0 ? 'screens' : `screens/${parts.join('-')}`;
}

/** A file name ours to replace in the output folder (a shot or the index), nothing else. */
export function isScreensOutput(fileName: string): boolean {
  return (
    fileName === 'index.html' || /^\d{2,}-[a-z0-9-]+-(light|dark|not-reached)\.png$/.test(fileName)
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface IndexEntry {
  shot: PlannedShot;
  /** Why the state was not reached, when it wasn't (its images are then missing). */
  missedBecause?: string;
  /** Whether a picture of what was on screen instead was taken (notReachedFileName). */
  pictureInstead?: boolean;
}

/**
 * index.html: every state in a grid, its light and dark images side by side under a caption, and
 * the states not reached named where they would be. Static and self-contained: open the file.
 */
export function indexHtml(options: {
  entries: readonly IndexEntry[];
  locale: string;
  viewport: Viewport;
  takenAt: Date;
}): string {
  const { entries, locale, viewport, takenAt } = options;
  const cardWidth = Math.min(viewport.width, 420);
  const cards = entries.map(({ shot, missedBecause, pictureInstead }) => {
    const caption = `${String(shot.number).padStart(2, '0')} · ${shot.name}`;
    const instead = notReachedFileName(shot);
    const images = missedBecause
      ? `<p class="missed">Not reached: ${escapeHtml(missedBecause)}</p>` +
        (pictureInstead
          ? `<a href="${instead}"><img src="${instead}" alt="${escapeHtml(`What was on screen instead of ${shot.name}`)}" loading="lazy"></a>`
          : '')
      : THEMES.map((theme) => {
          const file = shotFileName(shot, theme);
          return `<a href="${file}"><img src="${file}" alt="${escapeHtml(`${shot.name}, ${theme}`)}" loading="lazy"></a>`;
        }).join('');
    return `<figure id="${shot.name}"><figcaption>${escapeHtml(caption)}</figcaption><div class="pair">${images}</div></figure>`;
  });
  const reached = entries.filter((entry) => !entry.missedBecause).length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pocketbits screens · ${escapeHtml(locale)} · ${viewport.width}×${viewport.height}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; background: #f4f4f5; color: #18181b; }
  header p { color: #52525b; }
  main { display: grid; grid-template-columns: repeat(auto-fill, minmax(${cardWidth}px, 1fr)); gap: 16px; }
  figure { margin: 0; background: #fff; border: 1px solid #d4d4d8; border-radius: 8px; padding: 8px; }
  figcaption { font-weight: 600; margin-bottom: 6px; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
  img { width: 100%; height: auto; border: 1px solid #e4e4e7; }
  .missed { color: #b91c1c; grid-column: 1 / -1; }
</style>
</head>
<body>
<header>
<h1>Pocketbits: every screen, light and dark</h1>
<p>${reached} of ${entries.length} states · language ${escapeHtml(locale)} · ${viewport.width}×${viewport.height} · ${escapeHtml(takenAt.toISOString())} · <code>npm run screens</code></p>
</header>
<main>
${cards.join('\n')}
</main>
</body>
</html>
`;
}
