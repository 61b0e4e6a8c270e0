// What a built app records about itself (dist/build-info.json, written by `vite build`) and the
// check `npm run test:e2e` makes of it: the end-to-end tests drive dist, so a dist left over from
// older sources, or built for another runtime, would test something that no longer exists.
// Plain JavaScript: scripts/check-dist.mjs runs in Node before anything is compiled.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const BUILD_INFO_FILE = 'build-info.json';

/** What to do about any problem distProblem reports. */
export const REBUILD_ADVICE =
  'The end-to-end tests drive the built app: run `npm run build` first.';

/** The runtime the app ships on (the aliases in scripts/preact-compat.ts). */
export const SHIPPED_RUNTIME = 'preact/compat';

/** Everything `npm run build` turns into dist, relative to the project root. */
const BUILD_INPUT_DIRS = ['src', 'public'];
const BUILD_INPUT_FILES = [
  'index.html',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/compress-dist.mjs',
  'scripts/content-security-policy-plugin.ts',
  'scripts/dist-info.mjs',
  'scripts/preact-compat.ts',
  'scripts/route-preload.ts',
];
/** Tests sit beside the code in src/ but never reach the bundle: editing one needs no rebuild. */
const NOT_BUILT = /\.test\.tsx?$/;

function listFiles(root, dir) {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? listFiles(root, path) : [path];
  });
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The content hash of every build input (paths with forward slashes, sorted), and of all of them
 * together. Contents, not modification times: a fresh checkout or a CI cache touches every file
 * without changing what the build makes.
 * @param {string} root the project root
 * @returns {{ hash: string, files: Record<string, string> }}
 */
export function sourceFingerprint(root) {
  const paths = [
    ...BUILD_INPUT_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) =>
      listFiles(root, dir),
    ),
    ...BUILD_INPUT_FILES.filter((file) => existsSync(join(root, file))),
  ]
    .filter((path) => !NOT_BUILT.test(path))
    .sort();
  /** @type {Record<string, string>} */
  const files = {};
  for (const path of paths) {
    files[path] = sha256(readFileSync(join(root, path))).slice(0, 16);
  }
  return { hash: sha256(JSON.stringify(files)), files };
}

/**
 * Which runtime a bundle contains, from the ids of the modules in it.
 * @param {Iterable<string>} moduleIds
 * @returns {'react-dom' | 'preact/compat' | 'unknown'}
 */
export function runtimeOfModules(moduleIds) {
  const ids = [...moduleIds].map((id) => id.split(sep).join('/'));
  if (ids.some((id) => id.includes('/node_modules/react-dom/'))) {
    return 'react-dom';
  }
  if (ids.some((id) => id.includes('/node_modules/preact/compat/'))) {
    return 'preact/compat';
  }
  return 'unknown';
}

/**
 * @typedef {{ runtime: string, sources: { hash: string, files: Record<string, string> } }} BuildInfo
 */

/** @param {Record<string, string>} built @param {Record<string, string>} now */
function describeChanges(built, now) {
  const changed = [];
  for (const [path, hash] of Object.entries(now)) {
    if (!(path in built)) {
      changed.push(`${path} (new)`);
    } else if (built[path] !== hash) {
      changed.push(path);
    }
  }
  for (const path of Object.keys(built)) {
    if (!(path in now)) {
      changed.push(`${path} (deleted)`);
    }
  }
  const shown = changed.slice(0, 5).join(', ');
  return changed.length > 5 ? `${shown} and ${changed.length - 5} more` : shown;
}

/**
 * Why the built app in `distDir` must not be tested, or null when it is current.
 * @param {{ root: string, distDir: string }} where
 * @returns {string | null}
 */
export function distProblem({ root, distDir }) {
  const inside = relative(root, distDir);
  const shown = inside && !inside.startsWith('..') ? inside : distDir;
  if (!existsSync(join(distDir, 'index.html'))) {
    return `${shown} holds no built app (no index.html).`;
  }
  const infoPath = join(distDir, BUILD_INFO_FILE);
  if (!existsSync(infoPath)) {
    return `${shown} has no ${BUILD_INFO_FILE}: it was built before this check existed, or not by \`npm run build\`.`;
  }
  /** @type {BuildInfo} */
  let info;
  try {
    info = JSON.parse(readFileSync(infoPath, 'utf8'));
  } catch {
    return `${shown}/${BUILD_INFO_FILE} is not JSON.`;
  }
  if (info.runtime !== SHIPPED_RUNTIME) {
    return `${shown} was built to run on ${info.runtime}, but the app ships on ${SHIPPED_RUNTIME}.`;
  }
  const now = sourceFingerprint(root);
  if (info.sources?.hash !== now.hash) {
    return `${shown} is older than the sources: ${describeChanges(info.sources?.files ?? {}, now.files)} changed since it was built.`;
  }
  return null;
}

/**
 * The directory the end-to-end tests serve (e2e/global-setup.ts reads the same variable).
 * @param {Record<string, string | undefined>} env
 */
export function e2eDistDir(env) {
  return env.E2E_DIST ?? 'dist';
}
