import { describe, expect, it } from 'vitest';
import {
  applyBridge,
  emptyBridgeFights,
  fightOf,
  writtenFightsKept,
} from '../../../../core/campaign/bridge-fights.ts';
import type { BridgeEvent } from '../../../../core/campaign/bridge-fights.ts';
import type { FightLink, WriteBackProposal } from '../../../../core/bridge/index.ts';

const link = {
  origin: 'bridged',
  stage: 'action',
  spot: 'spot-1',
  zones: ['vault'],
  exits: {},
  models: {},
  vehicles: {},
  continues: null,
} as unknown as FightLink;
const proposal = {
  skirmish: 'f1',
  empty: true,
  lines: [],
  closing: { blasts: [], checks: [] },
} as unknown as WriteBackProposal;

const linked = (fight: string): BridgeEvent => ({
  type: 'bridge/fight-linked',
  fight,
  link,
  parent: null,
  scene: null,
  name: `Fight ${fight}`,
});

describe('the bridge state (bridge.md §7, BRG-D-52)', () => {
  it('links, proposes and writes a fight back once, keeping its records', () => {
    let bridge = applyBridge(emptyBridgeFights, linked('f1'));
    expect(fightOf(bridge, 'f1').proposal).toBeNull();
    bridge = applyBridge(bridge, { type: 'bridge/proposed', fight: 'f1', proposal });
    expect(fightOf(bridge, 'f1').proposal).toBe(proposal);
    bridge = applyBridge(bridge, { type: 'bridge/written-back', fight: 'f1', at: 5, records: {} });
    expect(bridge.fights).toEqual({});
    // BRG-D-53: what its scene keeps listing of it: the proposal's log line (none here) and closing events.
    expect(bridge.written).toEqual({
      f1: {
        name: 'Fight f1',
        at: 5,
        kept: {
          parent: null,
          scene: null,
          gameRounds: 0,
          casualties: [],
          departures: [],
          closing: { blasts: [], checks: [] },
        },
      },
    });
    expect(() =>
      applyBridge(bridge, { type: 'bridge/written-back', fight: 'f1', at: 6, records: {} }),
    ).toThrow(/No bridged fight/);
    expect(() => applyBridge(bridge, linked('f1'))).toThrow(/linked twice/);
  });

  it('refuses a write-back with no proposal', () => {
    const bridge = applyBridge(emptyBridgeFights, linked('f1'));
    expect(() =>
      applyBridge(bridge, { type: 'bridge/written-back', fight: 'f1', at: 1, records: {} }),
    ).toThrow(/no proposal/);
  });

  it('remembers only the last fights written back, so the state does not grow with the past', () => {
    let bridge = emptyBridgeFights;
    for (let i = 0; i < writtenFightsKept + 5; i += 1) {
      bridge = applyBridge(bridge, linked(`f${i}`));
      bridge = applyBridge(bridge, { type: 'bridge/proposed', fight: `f${i}`, proposal });
      bridge = applyBridge(bridge, { type: 'bridge/written-back', fight: `f${i}`, at: i, records: {} });
    }
    expect(Object.keys(bridge.written)).toHaveLength(writtenFightsKept);
    expect(Object.keys(bridge.written).at(-1)).toBe(`f${writtenFightsKept + 4}`);
  });

  it('keeps an id such as __proto__ as data', () => {
    const bridge = applyBridge(emptyBridgeFights, linked('__proto__'));
    expect(Object.keys(bridge.fights)).toEqual(['__proto__']);
  });
});

describe('spending held on a fight (BRG-D-1, D-17, D-18)', () => {
  it('adds up Foresight by character and Resources until the write-back', () => {
    let bridge = applyBridge(emptyBridgeFights, linked('f1'));
    const spend = (character: string | null, foresight: number, resources: number): BridgeEvent => ({
      type: 'bridge/spent',
      fight: 'f1',
      character: character as never,
      foresight,
      resources,
      why: 'Training',
    });
    bridge = applyBridge(bridge, spend('sal', 3, 0));
    bridge = applyBridge(bridge, spend('sal', 1, 0));
    bridge = applyBridge(bridge, spend(null, 0, 2));
    expect(fightOf(bridge, 'f1').held).toEqual({ foresight: { sal: 4 }, resources: 2 });
    expect(() => applyBridge(bridge, { ...spend('sal', 1, 0), fight: 'nope' })).toThrow(/No bridged fight/);
  });
});
