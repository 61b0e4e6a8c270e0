// Run by `npm run test:e2e` before Playwright (and by e2e/global-setup.ts): refuses a built app
// that is older than the sources or built for another runtime, and says how to get a current one.
// Usage: node scripts/check-dist.mjs   (checks $E2E_DIST, default dist, against the sources here)
import { resolve } from 'node:path';
import { REBUILD_ADVICE, distProblem, e2eDistDir } from './dist-info.mjs';

const root = process.cwd();
const problem = distProblem({ root, distDir: resolve(root, e2eDistDir(process.env)) });
if (problem) {
  console.error(`${problem}\n${REBUILD_ADVICE}`);
  process.exit(1);
}
