import type { CampaignState } from '../../core/index.ts';

/** UI-only state shared by the panels: which campaign and dashboard are open, the theme, the last message. */

export const tabs = [
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'crew', label: 'Crew' },
  { id: 'spots', label: 'Spots' },
  { id: 'scenes', label: 'Scenes' },
  { id: 'skirmish', label: 'HEIST skirmish' },
  { id: 'dice', label: 'Dice tray' },
  { id: 'log', label: 'Roll log' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'players', label: 'Players' },
  { id: 'print', label: 'Print' },
  { id: 'settings', label: 'Table settings' },
] as const;
export type TabId = (typeof tabs)[number]['id'];

export type Theme = 'light' | 'dark';

export interface Notice {
  readonly id: number;
  readonly kind: 'info' | 'error';
  readonly text: string;
}

const campaignKey = 'heistbox.campaign';
const themeKey = 'heistbox.theme';

/** The campaign as it was after an entry (issue 22): shown read-only on every dashboard until restored or left. */
export interface Preview {
  readonly seq: number;
  readonly state: CampaignState;
  /** The entry in the undo button's words. */
  readonly words: string;
}

export class AppState {
  campaignId = $state<string | null>(localStorage.getItem(campaignKey));
  preview = $state.raw<Preview | null>(null);
  tab = $state<TabId>('campaigns');
  theme = $state<Theme>(initialTheme());
  notice = $state.raw<Notice | null>(null);
  #noticeCount = 0;

  openCampaign(id: string | null, tab: TabId = 'crew'): void {
    this.campaignId = id;
    this.preview = null;
    if (id === null) localStorage.removeItem(campaignKey);
    else localStorage.setItem(campaignKey, id);
    this.tab = id === null ? 'campaigns' : tab;
  }

  toggleTheme(): void {
    this.theme = this.theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(themeKey, this.theme);
  }

  say(text: string, kind: Notice['kind'] = 'info'): void {
    this.notice = { id: ++this.#noticeCount, kind, text };
  }

  /** A change went through: an error about an earlier attempt is stale now, and goes. */
  succeeded(): void {
    if (this.notice?.kind === 'error') this.notice = null;
  }
}

function initialTheme(): Theme {
  const stored = localStorage.getItem(themeKey);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
