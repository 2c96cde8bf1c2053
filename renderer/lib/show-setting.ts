/**
 * Where a rule's DECISION link lands: the Table settings field of a setting, found by the ids the settings page
 * gives its controls (panels/settings/Setting.svelte: `setting-<key>`, a row of a table of rows
 * `setting-<key>-<row>`; a gear table's first cell, the table labelled by `<key>-heading`).
 */

/** The element to focus for the setting `key` in `root`, or null when the page does not show it (yet). */
export function settingTarget(root: ParentNode, key: string): HTMLElement | null {
  const single = root.querySelector<HTMLElement>(`[id="setting-${CSS.escape(key)}"]`);
  if (single) return single;
  const row = root.querySelector<HTMLElement>(
    `[id^="setting-${CSS.escape(key)}-"]:is(input, select, textarea)`,
  );
  if (row) return row;
  const table = root.querySelector<HTMLElement>(`table[aria-labelledby="${CSS.escape(key)}-heading"]`);
  return table?.querySelector<HTMLElement>('input, select, textarea') ?? null;
}

/**
 * Brings the setting's field into view and focuses it, waiting a few frames for the settings page to render.
 * False when the field never appears.
 */
export async function showSetting(key: string, frames = 30): Promise<boolean> {
  for (let frame = 0; frame < frames; frame += 1) {
    const target = settingTarget(document, key);
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus();
      return true;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return false;
}
