import { outside, spotMapView } from '../cot/spot/index.ts';
import type { MapLens, Spot, SpotMapView } from '../cot/spot/index.ts';
import { spotEditorView } from '../campaign/index.ts';
import type { CampaignState } from '../campaign/index.ts';
import type { PrintedBarrier, SpotHandout } from './types.ts';

/**
 * A Spot's map on paper, under one of the map's two lenses (core/cot/spot/map-view.ts): the crew's handout shows
 * only what the crew knows — no Hidden zone they have not found, no barrier touching one, no guard, Awareness,
 * Security Score or loot (COT-PREP-5, COT-PREP-6, COT-D-62); the GM's shows the truth, with the guards posted and
 * the loot.
 * @throws RangeError for a Spot the campaign does not have.
 */
export function spotHandout(state: CampaignState, spotId: string, lens: MapLens): SpotHandout {
  const spot = Object.hasOwn(state.spots, spotId) ? state.spots[spotId] : undefined;
  if (!spot) throw new RangeError(`The campaign has no Spot ${JSON.stringify(spotId)}`);
  const editor = lens === 'truth' ? spotEditorView(state, spot) : null;
  const view = spotMapView(spot, lens, editor?.awareness);
  return {
    spotId,
    spotName: spot.name,
    lens,
    title: lens === 'crew' ? `${spot.name}: what the crew knows` : `${spot.name}: the GM's map`,
    summary: view.summary,
    edge: spot.edge,
    zones: view.zones,
    barriers: view.barriers.map((barrier) => printedBarrier(spot, view, barrier)),
    guards:
      editor?.guards.map((guard) => {
        const scores = [
          guard.awareness === null ? '' : `Awareness ${guard.awareness}`,
          guard.training === null ? '' : `Training ${guard.training}`,
          guard.aware ? 'Aware' : '',
        ].filter(Boolean);
        return `${guard.name} at ${guard.zoneName}${scores.length > 0 ? `: ${scores.join(', ')}` : ''}`;
      }) ?? [],
    loot: editor?.loot.map((piece) => `${piece.name} at ${piece.zoneName} (worth ${piece.value})`) ?? [],
  };
}

/** A barrier named by its ends as this map names them ("Unknown zone" on the crew's map for a zone not known). */
function printedBarrier(
  spot: Spot,
  view: SpotMapView,
  barrier: SpotMapView['barriers'][number],
): PrintedBarrier {
  const name = (id: string) =>
    id === outside ? spot.edge.name : (view.zones.find((zone) => zone.id === id)?.name ?? 'Unknown zone');
  return { ...barrier, between: `${name(barrier.ends[0])} — ${name(barrier.ends[1])}` };
}

/** The Spots there are to print, by name. */
export function printableSpots(state: CampaignState): { readonly id: string; readonly name: string }[] {
  return Object.values(state.spots)
    .map((spot) => ({ id: spot.id, name: spot.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
