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
const reportFile = path.join(root, '.electronegativity', 'report.csv');
const { values } = parseArgs({ options: { input: { type: 'string' } } });

const started = performance.now();
const stage = await mkdtemp(path.join(os.tmpdir(), 'heistbox-electronegativity-'));
try {
  if (values.input === undefined) await stageShippedCode(stage);
  await scan(values.input === undefined ? stage : path.resolve(values.input));
  const findings = parseCsv(await readFile(reportFile, 'utf8'));
  const failing = report(findings);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`electronegativity: ${findings.length} findings, ${failing} unsuppressed HIGH, ${seconds} s`);
  process.exitCode = failing > 0 ? 1 : 0;
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

async function scan(input) {
  const electron = JSON.parse(await readFile(path.join(root, 'node_modules/electron/package.json'), 'utf8'));
  const cli = path.join(root, 'node_modules/@doyensec/electronegativity/dist/index.js');
  await mkdir(path.dirname(reportFile), { recursive: true });
  await rm(reportFile, { force: true });
  const args = [
    '-i',
    input,
    '-o',
    reportFile,
    '-r',
    '-v',
    'false',
    '-e',
    electron.version,
    '-x',
    excludedChecks.join(','),
  ];
  await run(process.execPath, [cli, ...args], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  if (!existsSync(reportFile)) throw new Error(`no report was written to ${reportFile}`);
}

/** Prints every finding, marks suppressed ones and stale suppressions; returns the failing count. */
function report(findings) {
  const used = new Set();
  let failing = 0;
  for (const finding of findings) {
    const suppression = suppressions.find((s) => s.id === finding.issue && s.file.test(finding.filename));
    if (suppression) used.add(suppression);
    const failed = finding.severity === 'HIGH' && !suppression;
    if (failed) failing += 1;
    const mark = failed ? 'FAIL' : suppression ? 'ok (suppressed)' : 'review';
    console.log(
      `[${finding.severity}/${finding.confidence}] ${finding.issue} ${finding.filename}:${finding.location} — ${mark}`,
    );
    console.log(
      `    ${finding.description}${finding.sample && finding.sample !== 'N/A' ? ` | ${finding.sample}` : ''}`,
    );
    if (suppression) console.log(`    suppressed: ${suppression.reason}`);
  }
  for (const suppression of suppressions.filter((s) => !used.has(s))) {
    console.log(`stale suppression (matches nothing; remove it): ${suppression.id} ${suppression.file}`);
  }
  return failing;
}

/** Rows of Electronegativity's CSV as objects keyed by the header, quoted fields unquoted (RFC 4180). */
function parseCsv(text) {
  const rows = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows.at(-1).push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      endField();
    } else if (char === '\n') {
      endField();
      rows.push([]);
    }
  }
  endField();
  const [header = [], ...records] = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const keys = header.map((key) => key.trim());
  return records.map((record) => Object.fromEntries(keys.map((key, i) => [key, (record[i] ?? '').trim()])));
}
