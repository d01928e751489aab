import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|json|css|svg|xml|txt)$/;

/** Writes .gz and .br beside every text file, so the server sends them without compressing per request. */
export async function compressDir(dir: string): Promise<number> {
  let count = 0;
  const walk = async (current: string): Promise<void> => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size > 256) {
        const source = fs.readFileSync(full);
        const [gz, br] = await Promise.all([
          gzip(source, { level: 9 }),
          brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        fs.writeFileSync(`${full}.gz`, gz);
        fs.writeFileSync(`${full}.br`, br);
        count++;
      }
    }
  };
  await walk(dir);
  return count;
}
