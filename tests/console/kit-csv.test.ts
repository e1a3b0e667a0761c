// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/components/exportCsv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF-terminated rows, nested keys and getters', () => {
    const rows = [
      { id: 1, name: 'Club Aurora', institution: { name: 'Venue A' }, price: '12.50' },
      { id: 2, name: 'Blue Note', institution: null, price: '0.00' },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', key: 'name' },
      { header: 'Institution', key: 'institution.name' },
      { header: 'Price', getter: (r) => `$${r.price}` },
    ]);
    expect(csv).toBe(
      `${BOM}Name,Institution,Price\r\nClub Aurora,Venue A,$12.50\r\nBlue Note,,$0.00\r\n`,
    );
  });

  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Rock, Paper')).toBe('"Rock, Paper"');
    expect(csvCell('The "Best" Club')).toBe('"The ""Best"" Club"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('Café 東京 مرحبا')).toBe('Café 東京 مرحبا');
  });

  it('stops formula injection with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""x"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});
