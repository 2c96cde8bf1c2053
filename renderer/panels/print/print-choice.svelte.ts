import { isPaperSize } from '../../../core/index.ts';
import type { PaperSize } from '../../../core/index.ts';

/** What the Print dashboard prints (issue 22): a document, and for some of them which one. */
export type DocumentKind = 'crew' | 'cards' | 'spot' | 'roster' | 'recap';

export const documentKinds: readonly { readonly id: DocumentKind; readonly label: string }[] = [
  { id: 'crew', label: 'Crew sheets' },
  { id: 'cards', label: 'Guard and NPC cards' },
  { id: 'spot', label: 'Spot map' },
  { id: 'roster', label: 'HEIST rosters' },
  { id: 'recap', label: 'Session recap' },
];

const paperKey = 'heistbox.paper';

/** The paper remembered from last time, else A4. */
function rememberedPaper(): PaperSize {
  const stored = localStorage.getItem(paperKey);
  return isPaperSize(stored) ? stored : 'A4';
}

/**
 * The Print dashboard's choices, UI-only: the document, which one of it, and the paper (remembered in this
 * browser's storage, so the next print uses the same paper).
 */
export class PrintChoice {
  kind = $state<DocumentKind>('crew');
  /** Crew sheets: a character's id, or '' for the whole crew. */
  character = $state('');
  spot = $state('');
  lens = $state<'crew' | 'truth'>('crew');
  fight = $state('');
  /** The session recapped; 0 for the latest. */
  session = $state(0);
  #paper = $state<PaperSize>(rememberedPaper());

  get paper(): PaperSize {
    return this.#paper;
  }

  set paper(paper: PaperSize) {
    this.#paper = paper;
    localStorage.setItem(paperKey, paper);
  }
}
