import { describe, expect, it } from 'vitest';
import { layoutProblems } from '../../../../../core/skirmish/board/index.ts';
import { at, block, layout, model, wall } from './layouts.ts';

describe('layoutProblems', () => {
  it('finds nothing wrong with a table drawn as it should be', () => {
    expect(layoutProblems(layout([model('a', 1, 1)], [wall('w', 'high', at(2, 2), at(4, 2))]))).toEqual([]);
  });

  it('names each piece that cannot be used, in plain words', () => {
    const problems = layoutProblems(
      layout(
        [model('a', 1, 1), model('a', 2, 2), model('off', -1, 5), model('nan', Number.NaN, 1)],
        [
          wall('w', 'high', at(2, 2), at(2, 2), { name: 'Stub' }),
          block('b', 'low', [at(0, 0), at(1, 1)], { name: 'Sliver' }),
          wall('t', 'low', at(0, 0), at(1, 0), { name: 'Ghost wall', thickness: -1 }),
        ],
        { doors: [{ id: 'd', name: 'Trapdoor', from: at(3, 3), to: at(3, 3), open: true }], bw: 0 },
      ),
    );
    expect(problems).toEqual([
      'The base width (BW) must be inches above 0',
      'Model "a" is placed twice',
      'Model "off" stands off the table',
      'Model "nan" has no position in inches',
      'Stub: a line needs two different ends',
      'Sliver: an area needs at least three corners',
      'Ghost wall: the thickness must be inches, 0 or more',
      'Trapdoor: needs two different ends',
    ]);
  });
});
