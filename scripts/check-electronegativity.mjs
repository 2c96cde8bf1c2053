/**
 * Electronegativity, the Electron security linter, over what Heistbox ships — and a verdict, since
 * Electronegativity itself always exits 0.
 *
 * What is scanned: a staging folder holding electron/ freshly bundled by scripts/build-electron.mjs
 * (the bundled main.js is what runs, and it keeps `new BrowserWindow({...})` readable), plus the
 * renderer: dist/renderer when it has been built, otherwise renderer/index.html, whose CSP <meta> is
 * the one Vite copies into the build. Nothing is written to dist/. The report is kept in
 * .electronegativity/report.csv.
 *
 * Exit code: 0 when no HIGH finding is left after the suppressions below; 1 otherwise; 2 when the
 * scan could not run. MEDIUM and lower findings are printed for review but do not fail the check.
 *
 * Usage: node scripts/check-electronegativity.mjs [--input <folder | .js | .html | .asar>]
 *   --input scans that instead of the staging folder, e.g. a packaged app.asar under release/.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { judge, parseSarif } from './electronegativity-sarif.mjs';

/**
 * HIGH findings accepted after review. Each entry: the check `id`, a `file` pattern (relative to the
 * staging folder), and the `reason` it is a false positive or an accepted risk. Keep it empty unless
 * a finding has been reviewed; an entry that no longer matches anything is reported as stale.
 */
const suppressions = [
  // { id: 'EXAMPLE_JS_CHECK', file: /^electron\/main\.js$/, reason: 'Why this is safe, and who reviewed it.' },
];

/**
 * Checks not run: AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK downloads Electron's release list, which an
 * offline CI cannot; the Electron version is kept current through package.json instead.
 */
const excludedChecks = ['AvailableSecurityFixesGlobalCheck'];

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const reportFile = path.join(root, '.electronegativity', 'report.sarif');
const { values } = parseArgs({ options: { input: { type: 'string' } } });

const started = performance.now();
const stage = await mkdtemp(path.join(os.tmpdir(), 'heistbox-electronegativity-'));
try {
  if (values.input === undefined) await stageShippedCode(stage);
  await scan(values.input === undefined ? stage : path.resolve(values.input));
  const findings = parseSarif(await readFile(reportFile, 'utf8'));
  const verdict = judge(findings, suppressions);
  report(verdict);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failing = verdict.failing.length;
  console.log(`electronegativity: ${findings.length} findings, ${failing} unsuppressed HIGH, ${seconds} s`);
  process.exitCode = verdict.passed ? 0 : 1;
} catch (error) {
  console.error('electronegativity: the scan could not run', error);
  process.exitCode = 2;
} finally {
  await rm(stage, { recursive: true, force: true });
}

async function stageShippedCode(folder) {
  await run(process.execPath, [
    path.join(root, 'scripts/build-electron.mjs'),
    '--outdir',
    path.join(folder, 'electron'),
  ]);
  const built = path.join(root, 'dist', 'renderer');
  if (existsSync(path.join(built, 'index.html'))) {
    await cp(built, path.join(folder, 'renderer'), { recursive: true });
  } else {
    console.log('electronegativity: dist/renderer not built; scanning renderer/index.html for the CSP');
    await mkdir(path.join(folder, 'renderer'));
    await cp(path.join(root, 'renderer', 'index.html'), path.join(folder, 'renderer', 'index.html'));
  }
}

/**
 * Runs Electronegativity over `input` through its documented programmatic entry, in a child process (its
 * report is written by an unawaited write that only the process's exit is sure to flush), writing the
 * SARIF report. Throws when it could not read a file: in report mode it says so nowhere, and a file it
 * cannot read is silently left unscanned (as main.js was once, for its class private fields).
 */
async function scan(input) {
  const electron = JSON.parse(await readFile(path.join(root, 'node_modules/electron/package.json'), 'utf8'));
  await mkdir(path.dirname(reportFile), { recursive: true });
  await rm(reportFile, { force: true });
  const options = {
    input,
    output: reportFile,
    isSarif: true,
    isRelative: true,
    isVerbose: false,
    electronVersionOverride: electron.version,
    excludeFromScan: excludedChecks,
    customScan: [],
    parserPlugins: [],
  };
  const marker = 'electronegativity-errors:';
  const child = [
    "import run from '@doyensec/electronegativity';",
    'const { errors } = await run(JSON.parse(process.argv[1]), false);',
    `console.log(${JSON.stringify(marker)} + JSON.stringify(errors));`,
  ].join('\n');
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', child, JSON.stringify(options)],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const errorsLine = stdout.split('\n').find((line) => line.startsWith(marker));
  if (errorsLine === undefined) throw new Error('Electronegativity did not finish');
  const unread = JSON.parse(errorsLine.slice(marker.length)).filter((error) => !error.tolerable);
  if (unread.length > 0) {
    const files = unread.map((error) => `${path.relative(input, error.file)} (${error.message})`).join(', ');
    throw new Error(`Electronegativity could not read ${files}: it would go unscanned`);
  }
  if (!existsSync(reportFile)) throw new Error(`no report was written to ${reportFile}`);
}

/** Prints every finding, marks suppressed ones and stale suppressions. */
function report(verdict) {
  const sources = {
    result: '',
    level: ' (level error)',
    rule: '',
    'unknown-rule': ' (unknown check: treated as HIGH)',
  };
  for (const { finding, suppression, failed } of verdict.rows) {
    const mark = failed ? 'FAIL' : suppression ? 'ok (suppressed)' : 'review';
    const review = finding.level === 'note' ? ', manual review' : '';
    console.log(
      `[${finding.severity}${sources[finding.severitySource]}${review}] ${finding.ruleId} ${finding.file}:${finding.line}:${finding.column} — ${mark}`,
    );
    console.log(`    ${finding.message}`);
    if (suppression) console.log(`    suppressed: ${suppression.reason}`);
  }
  for (const suppression of verdict.stale) {
    console.log(`stale suppression (matches nothing; remove it): ${suppression.id} ${suppression.file}`);
  }
  if (verdict.rows.length > 0) {
    console.log(
      'electronegativity: SARIF has no severities; each is the highest its check reports (MEDIUM may be LOW)',
    );
  }
}
