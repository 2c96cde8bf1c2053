import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capabilityOf } from '../../../../core/engine/capability.ts';
import { initiative, spot, training } from '../../../../core/cot/world/index.ts';
import type { CotCapability } from '../../../../core/cot/world/index.ts';
import { engineIds, engineOf } from '../../../../core/registry/index.ts';

const core = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../core');

/** Every module a file of core/engine imports, relative to core/. */
function importsOfEngineFolder(): string[] {
  const folder = join(core, 'engine');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) =>
      [...readFileSync(join(folder, name), 'utf8').matchAll(/from '([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative(core, resolve(folder, spec))),
    );
}

describe('the scene-engine contract knows no City of Thieves rule', () => {
  it('core/engine imports only itself, core/shared and core/dice', () => {
    const imports = importsOfEngineFolder();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => !/^(engine|shared|dice)\//.test(path))).toEqual([]);
  });
});

describe('capabilities an engine declares', () => {
  it('are found by name, typed by it, and absent when not declared', () => {
    const engine: { capabilities: readonly CotCapability[] } = {
      capabilities: [initiative('chase', { fromStart: true }), training],
    };
    expect(capabilityOf(engine, 'initiative')?.pools).toBe('chase');
    expect(capabilityOf(engine, 'initiative')?.fromStart).toBe(true);
    expect(capabilityOf(engine, 'training')?.name).toBe('training');
    expect(capabilityOf(engine, 'spot')).toBeUndefined();
    expect(capabilityOf<'spot', CotCapability>({}, 'spot')).toBeUndefined();
  });

  it('the spot capability sets a scene on a Spot the campaign has, and on no other', () => {
    const spots = { vault: { id: 'vault' } } as unknown as Parameters<typeof spot.setup>[0];
    const draft = { sides: [], participants: [] };
    expect(spot.setup(spots, { ...draft, spotId: 'vault' })).toBe(spots['vault']);
    expect(spot.setup(spots, { ...draft, spotId: 'toString' })).toBeNull();
    expect(spot.setup(spots, { ...draft, spotId: null })).toBeNull();
  });

  it('the training capability gives its Training to the one actor it is bought for', () => {
    const purchase = { addRolled: 1, addKept: 1 };
    const slice = training.api({ actor: 'ruth', training: purchase });
    expect(slice.training('ruth')).toBe(purchase);
    expect(slice.training('dolan')).toBeUndefined();
    expect(training.api(undefined).training('ruth')).toBeUndefined();
  });

  it('the registry declares what the flags used to say, and Bolster and breakouts: initiative pools, a Spot for the Heist, Training in Prep and the Heist, Bolster in every City of Thieves engine, breakouts into Gang Warfare, chases and (by the bridge) HEIST skirmishes', () => {
    const declared = Object.fromEntries(
      engineIds.map((id) => [
        id,
        (engineOf(id).capabilities ?? []).map((c) =>
          c.name === 'initiative' ? `initiative:${c.pools}${c.fromStart ? ':from-start' : ''}` : c.name,
        ),
      ]),
    );
    expect(declared).toEqual({
      prep: ['initiative:prep', 'bolster', 'training'],
      social: ['initiative:social', 'bolster'],
      heist: ['initiative:heist', 'spot', 'bolster', 'training'],
      warfare: ['initiative:warfare:from-start', 'bolster', 'breakout'],
      chase: ['initiative:chase:from-start', 'bolster', 'breakout'],
      skirmish: ['breakout'], // BRG-D-2: the bridge's declaration; the skirmish module knows no City of Thieves
    });
  });
});
