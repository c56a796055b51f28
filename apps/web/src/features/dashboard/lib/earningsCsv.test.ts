import { describe, expect, it } from 'vitest';
import { csvField, rupeesText } from './earningsCsv';

describe('the earnings CSV', () => {
  it('writes paise as rupees with two decimals, exactly, without a float in between', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(100_050)).toBe('1000.50');
    expect(rupeesText(-8_244)).toBe('-82.44');
    expect(rupeesText(123_456_789_012_345)).toBe('1234567890123.45');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Elder Companion')).toBe('Elder Companion');
    expect(csvField('Elder Companion, Night')).toBe('"Elder Companion, Night"');
    expect(csvField('Nursing "Plus"')).toBe('"Nursing ""Plus"""');
    expect(csvField('Line one\nLine two')).toBe('"Line one\nLine two"');
  });

  it('keeps text a spreadsheet would run as a formula as plain text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+91 care')).toBe("'+91 care");
    expect(csvField('@home')).toBe("'@home");
  });
});
