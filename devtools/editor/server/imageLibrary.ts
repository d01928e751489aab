import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { createFileAtomically } from '../../../scripts/lib/files/atomicWrite.ts';
import { EditorRequestError } from './editablePage.ts';
import { shown } from '../../../scripts/lib/text/shownText.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

/** An image the site can use, as the editor's picker lists it. */
export interface LibraryImage {
  /** Its address on the site ('/images/people/ana.png'), as a page's image `src` takes it. */
  src: string;
  width: number;
  height: number;
  bytes: number;
}

/** The largest file the editor takes: a full-width photo, well compressed, is a few hundred kilobytes. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The most pixels an upload may have (40 megapixels: 8,000 × 5,000, more than any camera photo a
 * page needs). Bytes alone do not bound it: a PNG of a few dozen bytes may declare 100,000 ×
 * 100,000 pixels, 40 GB to whatever decodes it (a browser, an image tool, an optimiser). Its size is
 * read from its header, before anything decodes it.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * The types an upload may be, by what its bytes are (never by its name), and the extension it is
 * saved with. No SVG: an SVG is a document that can carry script, and the site would serve it from
 * its own origin; drawings made for the site are reviewed and added to public/images by hand.
 */
const UPLOAD_TYPES: Readonly<Record<string, string>> = { png: 'png', jpg: 'jpg', webp: 'webp', avif: 'avif' };

/** What a page's image may point at (schema/defs.schema.json's image src). */
const LISTED = /\.(svg|png|jpe?g|webp|avif)$/i;
const MAX_NAME = 60;

/** Every image under `imagesDir` (the site's public/images), with its size read from the file. */
export function listImages(imagesDir: string): LibraryImage[] {
  const found: LibraryImage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && LISTED.test(entry.name)) {
        const bytes = fs.readFileSync(file);
        const size = sizeOf(bytes);
        if (size) found.push({ src: srcOf(imagesDir, file), ...size, bytes: bytes.length });
      }
    }
  };
  if (fs.existsSync(imagesDir)) walk(imagesDir);
  return found.sort((a, b) => a.src.localeCompare(b.src));
}

/** The folders an upload may go into: public/images itself ('') and each folder in it. */
export function imageFolders(imagesDir: string): string[] {
  if (!fs.existsSync(imagesDir)) return [''];
  const folders = fs
    .readdirSync(imagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  return ['', ...folders.sort()];
}

/**
 * Saves an uploaded image into `imagesDir` (or one of its folders, chosen from imageFolders): its
 * type read from its bytes, its size limited, its name made safe for an address and never reused.
 * The request is `{ name, folder?, data }`, data being the file's bytes in base64.
 */
export function saveUpload(imagesDir: string, body: unknown): LibraryImage {
  const { name, folder = '', data } = (body ?? {}) as { name?: unknown; folder?: unknown; data?: unknown };
  if (typeof name !== 'string' || typeof data !== 'string')
    throw new EditorRequestError(400, 'send the file as { "name", "data" (base64) }');
  if (typeof folder !== 'string' || !imageFolders(imagesDir).includes(folder))
    throw new EditorRequestError(400, 'choose a folder of public/images for the image');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new EditorRequestError(400, 'the file data is not base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new EditorRequestError(400, 'the file is empty');
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw new EditorRequestError(
      413,
      `${shown(name)} is ${megabytes(bytes.length)}; images may be at most ${megabytes(UPLOAD_MAX_BYTES)} — export it smaller or more compressed (WebP or AVIF)`,
    );
  const type = typeOf(bytes);
  const extension = type ? ownValue(UPLOAD_TYPES, type) : undefined;
  if (!extension) {
    throw new EditorRequestError(
      415,
      type === 'svg'
        ? `${shown(name)} is an SVG drawing; upload PNG, JPEG, WebP or AVIF (SVG files are added to public/images by hand, after review, since they can carry script)`
        : `${shown(name)} is not a PNG, JPEG, WebP or AVIF image (its content says ${type ?? 'it is not an image'}); upload one of those`,
    );
  }
  const size = sizeOf(bytes);
  if (!size)
    throw new EditorRequestError(
      415,
      `${shown(name)} does not say how large it is (its header gives no width and height); export it again`,
    );
  if (size.width * size.height > UPLOAD_MAX_PIXELS) {
    const count = (n: number) => n.toLocaleString('en-US');
    throw new EditorRequestError(
      422,
      `${shown(name)} is ${count(size.width)} × ${count(size.height)} pixels; images may have at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels (8,000 × 5,000) — export it smaller`,
    );
  }
  const dir = path.join(imagesDir, folder);
  const base = safeName(name);
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.${extension}`);
    // The name is made of [a-z0-9-] only, and the folder is one listed: still, nothing outside.
    if (!file.startsWith(path.resolve(imagesDir) + path.sep)) throw new EditorRequestError(400, 'that name is not allowed');
    // Whole or not at all: an upload cut short (a full disk) must not leave a broken image to pick.
    if (!createFileAtomically(file, bytes)) continue;
    return { src: srcOf(imagesDir, file), ...size, bytes: bytes.length };
  }
}

/** 'Team Photo (Ana) – 2024.PNG' → 'team-photo-ana-2024': lower case letters, digits and hyphens. */
export function safeName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const safe = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME)
    .replace(/-+$/, '');
  return safe || 'image';
}

/** The image's type by its bytes; an HEIF container is AVIF only when its brand says so (not HEIC). */
function typeOf(bytes: Buffer): string | null {
  try {
    const type = imageSize(bytes).type ?? null;
    if (type !== 'heif') return type;
    return ['avif', 'avis'].includes(bytes.subarray(8, 12).toString('latin1')) ? 'avif' : 'heif';
  } catch {
    return null;
  }
}

function sizeOf(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

function srcOf(imagesDir: string, file: string): string {
  return `/images/${path.relative(imagesDir, file).split(path.sep).join('/')}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
