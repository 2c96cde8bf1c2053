/**
 * QR codes of the join links, for the GM's Players dashboard: a phone's camera opens the player page at once.
 * Drawn as one SVG path (dark modules on a white quiet zone, as scanners expect whatever the app's theme), with
 * no inline style, so the page's strict Content-Security-Policy allows it.
 */
import qrcode from 'qrcode-generator';

/** The quiet zone around the code, in modules: the standard's four. */
const quietZone = 4;

/** The longest text a code is made for: a join link is ~100 characters. */
export const maxQrText = 1000;

/**
 * An SVG element (as markup) holding `text` as a QR code, error correction M, scaled to its container, with
 * `label` as its accessible name.
 * @throws RangeError when `text` is empty or longer than `maxQrText` characters.
 */
export function qrSvg(text: string, label = 'QR code of the join link'): string {
  if (text.length === 0 || text.length > maxQrText) {
    throw new RangeError(`A QR code holds 1–${maxQrText} characters, not ${text.length}`);
  }
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = count + quietZone * 2;
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let column = 0; column <= count; column += 1) {
      const dark = column < count && code.isDark(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" ` +
    `aria-label="${escapeAttribute(label)}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`
  );
}

/** The same code as a `data:` URL, for an `<img>` (the CSP allows `img-src data:`). */
export function qrDataUrl(text: string, label?: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text, label))}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
