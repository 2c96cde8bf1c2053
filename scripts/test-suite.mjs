/**
 * `npm test`: every check of the project, as `typecheck && lint && test:unit && test:security && test:e2e` did one
 * after the other, but with the checks that use one core each run side by side.
 *
 * On the 2-core CI machine the unit tests keep one core busy for three minutes (Vitest's one worker, see
 * vitest.config.ts) while svelte-check, ESLint, Prettier and Vite's build, one core each, used to wait their turn:
 * run next to the unit tests they finish within them, about 100 s sooner. The end-to-end tests, which use both
 * cores, run last and only when every other check has passed, as before.
 *
 * - Up to `os.availableParallelism()` steps at once; a step starts when the steps it comes `after` have passed
 *   (the security scan reads the renderer that `build:renderer` writes, and writes the report file that a unit test
 *   of the scan writes too, so it waits for both).
 * - A step's output is held until it ends, then printed whole under its name, so two steps never interleave.
 * - Any failure: the other steps still finish (every problem is reported at once), the end-to-end tests do not
 *   run, and the exit code is 1.
 *
 * Usage: node scripts/test-suite.mjs   (what `npm test` runs; `npm run test:e2e` alone still builds first)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * The npm scripts of the checks, the longest first, so it starts first. The unit tests are the suite's critical
 * path: the others run at a lower priority (`nice`), so they take only the CPU the unit tests leave (on a busy
 * machine the unit tests, whose timeouts are tight, run no slower than they would alone).
 */
const steps = [
  { script: 'test:unit', after: [], nice: 0 },
  { script: 'typecheck', after: [], nice: 10 },
  { script: 'lint', after: [], nice: 10 },
  { script: 'build:renderer', after: [], nice: 10 },
  { script: 'test:security', after: ['build:renderer', 'test:unit'], nice: 0 },
];

const slots = Math.max(1, os.availableParallelism());
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs a command with its output held, at `nice` (0 normal, up to 19 lowest; what the command starts inherits
 * it), and resolves with its exit code and output once it ends.
 */
function held(command, args, nice) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, shell: process.platform === 'win32' });
    try {
      if (nice !== 0 && child.pid !== undefined) os.setPriority(child.pid, nice);
    } catch {
      // A platform that refuses it: the step runs at normal priority, only its timing changes.
    }
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Runs a command with its output streamed, and resolves with its exit code. */
function streamed(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: process.env,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
/** @type {Map<string, { code: number, time: string }>} */
const done = new Map();
const running = new Set();

await new Promise((finish) => {
  const next = () => {
    for (const step of steps) {
      if (running.size >= slots) break;
      if (done.has(step.script) || running.has(step.script)) continue;
      const failedBefore = step.after.find((name) => done.has(name) && done.get(name).code !== 0);
      if (failedBefore) {
        done.set(step.script, { code: -1, time: `not run: ${failedBefore} failed` });
        continue;
      }
      if (!step.after.every((name) => done.has(name))) continue;
      running.add(step.script);
      const since = performance.now();
      void held(npm, ['run', step.script], step.nice).then(({ code, output }) => {
        running.delete(step.script);
        done.set(step.script, { code, time: seconds(since) });
        const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
        process.stdout.write(`\n━━ ${step.script}: ${verdict} in ${seconds(since)}\n${output}`);
        next();
      });
    }
    if (done.size === steps.length) finish();
  };
  next();
});

process.stdout.write(`\n━━ Checks before the end-to-end tests, ${seconds(started)} in all:\n`);
for (const { script } of steps) {
  const { code, time } = done.get(script);
  process.stdout.write(
    `   ${code === 0 ? 'passed' : code === -1 ? 'skipped' : 'FAILED'}  ${script} (${time})\n`,
  );
}
if ([...done.values()].some(({ code }) => code !== 0)) {
  process.stdout.write('The end-to-end tests were not run.\n');
  process.exit(1);
}

// The renderer is built already (build:renderer above): the end-to-end tests run on it straight away.
process.stdout.write('\n━━ test:e2e (on the renderer built above)\n');
process.exitCode = await streamed(npm, ['exec', '--', 'playwright', 'test']);
