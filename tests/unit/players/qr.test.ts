import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { maxQrText, qrDataUrl, qrSvg } from '../../../renderer/players/qr.ts';

/** The dark modules an SVG from `qrSvg` draws, read back from its path. */
function darkModules(svg: string): Set<string> {
  const path = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let step = 0; step < Number(width); step += 1) dark.add(`${Number(y) - 4},${Number(x) + step - 4}`);
  }
  return dark;
}

describe('qrSvg', () => {
  const link = 'http://192.168.1.20:4310/?t=Zm9vYmFyYmF6cXV4cXV1eA&a=seat%3Avex';

  it('draws exactly the modules of the QR code of the text, inside a quiet zone', () => {
    const code = qrcode(0, 'M');
    code.addData(link);
    code.make();
    const expected = new Set<string>();
    for (let row = 0; row < code.getModuleCount(); row += 1) {
      for (let column = 0; column < code.getModuleCount(); column += 1) {
        if (code.isDark(row, column)) expected.add(`${row},${column}`);
      }
    }
    const svg = qrSvg(link);
    expect(darkModules(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${code.getModuleCount() + 8} ${code.getModuleCount() + 8}"`);
  });

  it('has an accessible name and no inline style (the CSP forbids it)', () => {
    const svg = qrSvg(link, 'Join link for "Vex" & co');
    expect(svg).toContain('role="img" aria-label="Join link for &quot;Vex&quot; &amp; co"');
    expect(svg).not.toMatch(/style=|<script/);
    expect(qrDataUrl(link)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('refuses an empty or overlong text', () => {
    expect(() => qrSvg('')).toThrow(RangeError);
    expect(() => qrSvg('x'.repeat(maxQrText + 1))).toThrow(/1–1000 characters/);
  });
});
