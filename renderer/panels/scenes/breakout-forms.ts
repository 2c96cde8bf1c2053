import type { Component } from 'svelte';
import type { breakout, CampaignState, Scene, SceneId } from '../../../core/index.ts';
import type { Act } from '../../lib/act.ts';
import StartSkirmishForm from './bridge/StartSkirmishForm.svelte';
import StartBreakoutForm from './heist/StartBreakoutForm.svelte';
import StartChaseForm from './heist/StartChaseForm.svelte';
import StartWarfareForm from './heist/StartWarfareForm.svelte';

/** What every form opening a scene that broke out of another is given. */
export interface BreakoutFormProps {
  readonly campaign: CampaignState;
  /** The scene it broke out of, which it opens inside. */
  readonly scene: Scene;
  /** In the GM's words: "Gang Warfare", "A chase". */
  readonly label: string;
  /** The rule it breaks out by: 'COT-WAR-1'. */
  readonly rule: string;
  /** How core drafts its scene: the engine, the zone, who goes on which side, the setup. */
  readonly opening: breakout.BreakoutOpening;
  /** Its place in the parent's list of breakouts (the bridge's command names it); absent: not from a list. */
  readonly breakout?: number;
  readonly act: Act;
  readonly onopen: (id: SceneId) => void;
}

/**
 * The forms that open a scene breaking out of another (Gang Warfare's vehicles and round 1, a chase's parts and
 * seats), by the key an engine names in its breakout capability (`form`): a component cannot live in core, so core
 * names it and this table draws it, as boards.ts does for boards. The engines are the registry's: nothing here
 * lists them, and one whose key no form answers opens with the plain form, its drafted setup as it stands.
 */
export const breakoutFormComponents: Readonly<Record<string, Component<BreakoutFormProps>>> = {
  warfare: StartWarfareForm,
  chase: StartChaseForm,
  bridge: StartSkirmishForm,
};

/** The form that opens a breakout: its own by its key, or the plain form. */
export function breakoutFormOf(form: string | null): Component<BreakoutFormProps> {
  return form !== null && Object.hasOwn(breakoutFormComponents, form)
    ? (breakoutFormComponents[form] ?? StartBreakoutForm)
    : StartBreakoutForm;
}
