import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandTime, stamped } from '../../../../renderer/lib/scene-commands.ts';
import type { Unstamped } from '../../../../renderer/lib/scene-commands.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('the clock of a scene command (issue 17)', () => {
  afterEach(() => vi.useRealTimers());

  it('a command is stamped with commandTime, the time the boards judge their views at', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_123_456);
    const command = { type: 'scene/close', sceneId: 's1' } as unknown as Unstamped;
    expect(commandTime()).toBe(1_700_000_123_456);
    expect(stamped(command)).toMatchObject({ type: 'scene/close', sceneId: 's1', at: 1_700_000_123_456 });
  });

  it('no panel of a scene (the HEIST skirmish included) nor the dice tray reads the clock itself', () => {
    const panels = ['skirmish', 'scenes', 'dice'].flatMap((dir) =>
      files(join(__dirname, '../../../../renderer/panels', dir)),
    );
    expect(panels.length).toBeGreaterThan(50);
    const readers = panels.filter((file) => /Date\.now\(|new Date\(/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
