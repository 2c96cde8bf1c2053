import type { RecapEdit, SessionRecap } from '../../../core/index.ts';

/** The recap form's fields: the title, the notes, and each line's wording and whether it prints. */
export interface RecapDraft {
  title: string;
  notes: string;
  lines: Record<string, { text: string; shown: boolean }>;
}

/** The form as the recap stands (the GM's last edit applied). */
export function draftOf(recap: SessionRecap): RecapDraft {
  const lines: RecapDraft['lines'] = {};
  for (const section of recap.sections) {
    for (const line of section.lines) lines[line.key] = { text: line.text, shown: line.shown };
  }
  return { title: recap.title === recap.defaultTitle ? '' : recap.title, notes: recap.notes, lines };
}

/** The edit to store: only the lines the GM changed (reworded or left out), so the log's words stay the rest. */
export function editOf(recap: SessionRecap, draft: RecapDraft): RecapEdit {
  const lines = recap.sections.flatMap((section) =>
    section.lines.flatMap((line) => {
      const field = draft.lines[line.key];
      if (!field) return [];
      const text = field.text.trim() === line.original ? '' : field.text.trim();
      return text === '' && field.shown ? [] : [{ key: line.key, text, shown: field.shown }];
    }),
  );
  return { title: draft.title.trim(), notes: draft.notes.trim(), lines };
}
