import type { Component } from 'svelte';
import type { CampaignState, SceneId } from '../../../core/index.ts';
import type { Act } from '../../lib/act.ts';
import NewFightForm from '../skirmish/new-fight/NewFightForm.svelte';

/** What every engine's own opening form is given. */
export interface OpenFormProps {
  readonly campaign: CampaignState;
  readonly act: Act;
  /** Called with the new scene's id once it is stored. */
  readonly onopened: (id: SceneId) => void;
}

/**
 * The opening forms of engines whose scenes open from a form of their own (a HEIST fight from its pasted
 * rosters), by the key an engine names in its module (`openForm`): core lists them (`openableEngines`), this
 * table draws them, as boards.ts does for boards.
 */
export const openFormComponents: Readonly<Record<string, Component<OpenFormProps>>> = {
  skirmish: NewFightForm,
};

/** The form of an openable engine, or null for one that opens from the shared draft (or a key no form answers). */
export function openFormOf(engine: { readonly form: string | null }): Component<OpenFormProps> | null {
  return engine.form !== null && Object.hasOwn(openFormComponents, engine.form)
    ? (openFormComponents[engine.form] ?? null)
    : null;
}
