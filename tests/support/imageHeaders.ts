import zlib from 'node:zlib';

/**
 * Image files that are only a header: a few dozen bytes that declare a size, and no pixels. What a
 * decompression bomb starts with, for tests of what is read from the header alone.
 */

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** A PNG of `width` × `height`: its signature, its IHDR chunk, and its end. */
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), body, u32be(zlib.crc32(body))]);
  };
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG of `width` × `height` (each at most 65,535): start, a JFIF segment, a baseline frame header, end. */
export function jpegHeader(width: number, height: number): Buffer {
  const jfif = Buffer.concat([
    Buffer.from([0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const frame = Buffer.alloc(19);
  frame.writeUInt16BE(0xffc0, 0);
  frame.writeUInt16BE(17, 2);
  frame[4] = 8;
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  frame[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}

/** A WebP of `width` × `height` (each at most 16,384): RIFF, and an extended-format (VP8X) chunk. */
export function webpHeader(width: number, height: number): Buffer {
  const canvas = Buffer.alloc(10);
  canvas.writeUIntLE(width - 1, 4, 3);
  canvas.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X', 'latin1'), u32le(canvas.length), canvas]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(chunk.length + 4), Buffer.from('WEBP', 'latin1'), chunk]);
}

/** An AVIF of `width` × `height`: its file type box, and the image spatial extents property in its meta box. */
export function avifHeader(width: number, height: number): Buffer {
  const box = (type: string, ...payload: Buffer[]) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), ...payload]);
    return Buffer.concat([u32be(body.length + 4), body]);
  };
  const extents = box('ispe', u32be(0), u32be(width), u32be(height));
  return Buffer.concat([
    box('ftyp', Buffer.from('avif', 'latin1'), u32be(0), Buffer.from('avifmif1', 'latin1')),
    box('meta', u32be(0), box('iprp', box('ipco', extents))),
  ]);
}
