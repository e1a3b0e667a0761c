/** Upload fixtures for the hardening suite: real tiny images and hostile look-alikes. */
import { crc32 } from 'node:zlib';

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A small, well-formed PNG header claiming `width` x `height` pixels (a decompression bomb: a
 * viewer that trusts it allocates width*height*4 bytes), with one empty IDAT and IEND.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF header claiming 65535 x 65535 (the largest a GIF can say). */
export const GIF_HUGE = (() => {
  const gif = Buffer.from(GIF_1X1);
  gif.writeUInt16LE(0xffff, 6);
  gif.writeUInt16LE(0xffff, 8);
  return gif;
})();

export const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** Script, event handlers, foreignObject, external references of every kind. */
export const SVG_HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
  <script>alert(2)</script>
  <script xlink:href="https://evil.test/x.js"/>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test/"></iframe></body></foreignObject>
  <image href="http://evil.test/track.png" width="1" height="1"/>
  <image xlink:href="https://evil.test/track2.png" width="1" height="1"/>
  <use xlink:href="https://evil.test/sprite.svg#icon"/>
  <a href="javascript:alert(3)"><text y="5" onclick="alert(4)" onmouseover="alert(5)">hi</text></a>
  <style>@import url("https://evil.test/x.css"); rect { fill: url(https://evil.test/fill.svg#p); background: url('http://evil.test/bg.png') }</style>
  <rect width="10" height="10" style="fill: url(http://evil.test/p.svg#g)" fill="green"/>
  <feImage href="https://evil.test/f.png"/>
</svg>`;

/** A pattern no sanitised SVG may contain. */
export const SVG_FORBIDDEN =
  /<script|onload|onclick|onmouseover|foreignObject|iframe|javascript:|evil\.test|@import/i;

/** `data:<mime>;base64,...` of some bytes (what a JSON client sends for a file). */
export const dataUrlOf = (mime: string, bytes: Buffer): string =>
  `data:${mime};base64,${bytes.toString('base64')}`;
