import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A Y4M video (Chromium's fake camera file) showing `text` as a QR code: a few identical
 * grey-scale 4:2:0 frames, which Chromium plays in a loop as the camera's picture.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (size + 2 * quiet));
  const side = scale * (size + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let y = 0; y < scale; y++) {
        const row = top + (quiet + r) * scale + y;
        luma.fill(
          0,
          row * width + left + (quiet + c) * scale,
          row * width + left + (quiet + c + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
