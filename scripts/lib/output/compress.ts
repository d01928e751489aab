import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|json|css|svg|xml|txt)$/;
/** Vite's hashed output ('assets/index-CdXxzlTj.js'): compressed once, cached by browsers forever. */
const HASHED_ASSET = /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z]+$/;
/** Below this, compression saves less than a network packet. */
const MIN_BYTES = 256;

/**
 * How hard to compress, by file kind. Hashed assets get the highest levels (brotli 11 is about 60
 * times slower than 6, but each asset is compressed once per deploy and cached forever). Pages and
 * other unhashed files, of which a large site has thousands and which change with their content, get
 * brotli 6 and gzip 9: within about 10 % of the smallest, at a cost of a millisecond or two each.
 */
export function levelsFor(relativePath: string): { brotli: number; gzip: number } {
  return HASHED_ASSET.test(relativePath.split(path.sep).join('/')) ? { brotli: 11, gzip: 9 } : { brotli: 6, gzip: 9 };
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** Brotli's highest level: the smallest copy, at about 60 times the time of level 6. */
export const HIGHEST_BROTLI = 11;

/** The brotli copy of `source`, at the level for its kind unless another is asked for. */
export function brotli(source: Buffer, relativePath: string, level = levelsFor(relativePath).brotli): Buffer {
  return zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/**
 * Writes `bytes` as a new file named `file`. An incremental build works in a copy of dist/ made of
 * hard links (publishDist.ts): writing into the existing file would change dist/'s too, so its
 * name is unlinked first and the bytes go to a file of their own.
 */
export function replaceFile(file: string, bytes: string | Buffer): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, bytes);
}

/**
 * Writes `file` and, when it is worth it, its .gz and .br beside it, so the server sends them
 * without compressing per request. A file whose bytes are unchanged is left alone, copies included,
 * so an incremental build touches only what changed. `knownBrotli` is the brotli copy when the
 * caller has made it already. Returns whether anything was written.
 */
export function writeWithCompressed(file: string, contents: string | Buffer, distDir: string, knownBrotli?: Buffer): boolean {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  const compress = isCompressible(file) && bytes.length > MIN_BYTES;
  const unchanged =
    fs.existsSync(file) &&
    fs.readFileSync(file).equals(bytes) &&
    (!compress || (fs.existsSync(`${file}.gz`) && fs.existsSync(`${file}.br`)));
  if (unchanged) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  replaceFile(file, bytes);
  if (compress) {
    const relative = path.relative(distDir, file);
    replaceFile(`${file}.gz`, zlib.gzipSync(bytes, { level: levelsFor(relative).gzip }));
    replaceFile(`${file}.br`, knownBrotli ?? brotli(bytes, relative));
  } else {
    fs.rmSync(`${file}.gz`, { force: true });
    fs.rmSync(`${file}.br`, { force: true });
  }
  return true;
}

/** Compresses every compressible file under `dir` that has no compressed copies yet (Vite's output). */
export function compressNew(dir: string, distDir = dir): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += compressNew(full, distDir);
    else if (isCompressible(entry.name) && !fs.existsSync(`${full}.br`)) {
      const bytes = fs.readFileSync(full);
      if (bytes.length <= MIN_BYTES) continue;
      const relative = path.relative(distDir, full);
      replaceFile(`${full}.gz`, zlib.gzipSync(bytes, { level: levelsFor(relative).gzip }));
      replaceFile(`${full}.br`, brotli(bytes, relative));
      count++;
    }
  }
  return count;
}
