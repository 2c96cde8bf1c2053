import { ruleEntry, rulesCited } from '../../core/index.ts';
import type { RuleEntry } from '../../core/index.ts';

/**
 * The rules reference on screen: which rule the side panel shows (components/RulePanel.svelte), the rules looked
 * at before it within the panel (for Back), and whether the search (components/RuleSearch.svelte) is open. UI
 * state only: nothing here is stored, and the rules themselves are core's (core/reference).
 */

/**
 * The entry a cited ID opens: the rule itself, or for a range or a list as the code cites them ("COT-INIT-1..3",
 * "COT-FORE-1/2/7") its first rule (core's `rulesCited` reads them). Null when the reference has neither.
 */
export function ruleFor(id: string): RuleEntry | null {
  const exact = ruleEntry(id);
  if (exact) return exact;
  const [first] = rulesCited(id);
  return first === undefined ? null : ruleEntry(first);
}

export class RuleReference {
  /** The ID of the rule the panel shows, or null when the panel is closed. */
  shown = $state<string | null>(null);
  /** The rules shown before this one since the panel opened, oldest first. */
  #trail = $state.raw<readonly string[]>([]);
  /** Whether the search dialog is open. */
  searching = $state(false);
  /** What the search starts with when it opens ('' for an empty box): a chapter's IDs, from a chapter link. */
  searchFor = $state('');
  /** Where the focus was when the panel opened: it goes back there when the panel closes. */
  #opener: HTMLElement | null = null;

  /** Whether Back has somewhere to go. */
  get canGoBack(): boolean {
    return this.#trail.length > 0;
  }

  /** The rule Back goes to, or null. */
  get previous(): string | null {
    return this.#trail.at(-1) ?? null;
  }

  /**
   * Shows the rule `id`. From inside the panel (a related rule) it is a step Back can undo; from anywhere else
   * the panel starts afresh and remembers `opener` to give the focus back to.
   */
  open(id: string, opener: HTMLElement | null, inPanel = false): void {
    if (inPanel && this.shown !== null) {
      if (this.shown === id) return;
      this.#trail = [...this.#trail, this.shown];
    } else {
      this.#trail = [];
      this.#opener = opener;
    }
    this.shown = id;
  }

  /** Back to the rule shown before; false when there was none. */
  back(): boolean {
    const previous = this.#trail.at(-1);
    if (previous === undefined) return false;
    this.#trail = this.#trail.slice(0, -1);
    this.shown = previous;
    return true;
  }

  /** Opens the search with `query` typed (a chapter's IDs: "COT-SOC"), or empty. */
  search(query = ''): void {
    this.searchFor = query;
    this.searching = true;
  }

  /** Closes the panel; the focus goes back where it was when the panel opened, if that is still on the page. */
  close(): void {
    this.shown = null;
    this.#trail = [];
    const opener = this.#opener;
    this.#opener = null;
    if (opener?.isConnected) opener.focus();
  }
}

/** The one reference the page has: every rule link and the search open rules here. */
export const ruleReference = new RuleReference();
