import { describe, expect, it } from 'vitest';
import { csvCell, indiaDateTime } from './bookings-csv.ts';

describe('the bookings CSV', () => {
  it('quotes cells with commas, quotes or line breaks, as RFC 4180 does', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('The "best" care')).toBe('"The ""best"" care"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps a name that looks like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
  });

  it('writes times in India, whatever the server’s zone', () => {
    expect(indiaDateTime('2026-11-24T18:40:00.000Z')).toBe('2026-11-25 00:10');
    expect(indiaDateTime('2026-03-01T04:00:00.000Z')).toBe('2026-03-01 09:30');
  });
});
