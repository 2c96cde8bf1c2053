/**
 * The attributes that tie a form control to the message about it: its id, `aria-invalid` while it has a
 * problem, and `aria-describedby` pointing at the message (drawn by FieldProblem.svelte with `${id}-problem`).
 */
export function fieldMarks(
  id: string,
  problem: string | null | undefined,
): { id: string; 'aria-invalid': 'true' | undefined; 'aria-describedby': string | undefined } {
  return {
    id,
    'aria-invalid': problem ? 'true' : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };
}
