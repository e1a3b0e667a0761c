import { vi } from 'vitest';

/**
 * Catches what the console's "Export CSV" would download (src/components/exportCsv.ts makes a
 * Blob URL and clicks a link): `text()` is the file's content once written, `clicked` the link.
 */
export function captureCsvDownload() {
  let csv = '';
  URL.createObjectURL = vi.fn((blob: Blob) => {
    void blob.text().then((text) => (csv = text));
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  const clicked = vi
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  return { text: () => csv, clicked };
}
