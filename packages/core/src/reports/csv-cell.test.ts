import { describe, expect, it } from 'vitest';
import { csvNumberCell, csvTextCell } from './csv-cell.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
  ])('quotes %j only when RFC 4180 needs it', (value, cell) => {
    expect(csvTextCell(value)).toBe(cell);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1 555', `"'+1 555"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTab', `"'\tTab"`],
    ['\rReturn', `"'\rReturn"`],
    ['=HYPERLINK("http://x", "y")', `"'=HYPERLINK(""http://x"", ""y"")"`],
  ])('neutralises a formula start in %j as OWASP advises', (value, cell) => {
    expect(csvTextCell(value)).toBe(cell);
  });

  it('leaves a formula character inside a value alone', () => {
    expect(csvTextCell('Sale -50% @home')).toBe('Sale -50% @home');
  });

  it('writes numbers as they are, rounded only when asked, and nothing for a missing ratio', () => {
    expect(csvNumberCell('1234.50')).toBe('1234.50');
    expect(csvNumberCell('1.23456', 2)).toBe('1.23');
    expect(csvNumberCell(null, 2)).toBe('');
  });
});
