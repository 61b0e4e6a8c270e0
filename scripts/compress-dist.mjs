// Writes .br and .gz next to every text asset of a built app, so the sandbox (@fastify/static
// with preCompressed) sends them compressed: a phone on a slow network downloads a third of it.
// Usage: node scripts/compress-dist.mjs [dir]   (default: dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield path;
    }
  }
}

const root = process.argv[2] ?? 'dist';
if (!(await stat(root).catch(() => null))?.isDirectory()) {
  console.error(`compress-dist: ${root} is not a directory; build the app first (vite build)`);
  process.exit(1);
}
let count = 0;
let rawBytes = 0;
let brBytes = 0;
for await (const path of files(root)) {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) {
    continue;
  }
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  rawBytes += data.length;
  brBytes += br.length;
}
console.log(
  `compress-dist: ${count} files, ${(rawBytes / 1000).toFixed(0)} kB → ${(brBytes / 1000).toFixed(0)} kB brotli`,
);
