import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17, "folders are boundaries, enforced": the project's lint (eslint.config.js) refuses an import that makes
 * a cycle between two modules of core, and the door rule refuses an import that reaches past a module's index.ts.
 * Each case lints a file of source text placed inside core, against the modules on disk.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const configFile = join(root, 'eslint.config.js');

function lint(code: string, file: string, overrideConfig?: Linter.Config) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile, overrideConfig });
  return eslint.lintText(code, { filePath: join(root, file) }).then(([result]) => result!.messages);
}

const ruleIds = (messages: readonly { ruleId: string | null }[]) => messages.map((m) => m.ruleId);

/** The door rule, on for these cases (the project turns it on once every import goes through a door). */
const withDoors: Linter.Config = { files: ['core/**/*.ts'], rules: { 'heistbox/module-door': 'error' } };

describe('module boundaries of core (scripts/eslint/boundaries.js)', () => {
  it('the project lints core with the module-cycle rule on', async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
    const config = await eslint.calculateConfigForFile(join(root, 'core/cot/social/x.ts'));
    const [severity] = [config.rules['heistbox/no-module-cycle']].flat();
    expect(severity === 2 || severity === 'error').toBe(true);
  });

  it('refuses Prep importing the Heist: the Heist builds on Prep, so the import closes a cycle', async () => {
    const messages = await lint(
      "import type { HeistState } from '../heist/index.ts';\nexport type Seen = HeistState;\n",
      'core/cot/prep/injected.ts',
    );
    expect(ruleIds(messages)).toEqual(['heistbox/no-module-cycle']);
    expect(messages[0]!.message).toMatch(/core\/cot\/prep imports core\/cot\/heist, which comes back/);
  });

  it('counts a type-only import too, and a re-export', async () => {
    const messages = await lint(
      "export type { HeistState } from '../heist/index.ts';\n",
      'core/cot/foresight/injected.ts',
    );
    expect(ruleIds(messages)).toEqual(['heistbox/no-module-cycle']);
  });

  it('refuses an import past another engine’s door (its index.ts)', async () => {
    const messages = await lint(
      "import { decideHeist } from '../heist/decide.ts';\nexport const seen = decideHeist;\n",
      'core/cot/social/injected.ts',
      withDoors,
    );
    expect(ruleIds(messages)).toContain('heistbox/module-door');
    expect(messages.find((m) => m.ruleId === 'heistbox/module-door')!.message).toMatch(
      /core\/cot\/heist is a module: import it through core\/cot\/heist\/index.ts/,
    );
  });

  it('accepts an import through a lower module’s door, and a module’s own files', async () => {
    const messages = await lint(
      [
        "import type { Spot } from '../spot/index.ts';",
        "import type { TrainingPurchase } from '../foresight/index.ts';",
        "import type { SocialState } from './types.ts';",
        'export type Seen = [Spot, TrainingPurchase, SocialState];',
        '',
      ].join('\n'),
      'core/cot/social/injected.ts',
      withDoors,
    );
    expect(ruleIds(messages).filter((id) => id?.startsWith('heistbox/'))).toEqual([]);
  });

  it('leaves out the edges into a pending module (the option the lead drops once its cycles are gone)', async () => {
    const pending: Linter.Config = {
      files: ['core/**/*.ts'],
      rules: { 'heistbox/no-module-cycle': ['error', { pendingModules: ['cot/heist'] }] },
    };
    const messages = await lint(
      "import type { HeistState } from '../heist/index.ts';\nexport type Seen = HeistState;\n",
      'core/cot/prep/injected.ts',
      pending,
    );
    expect(ruleIds(messages)).toEqual([]);
  });
});
