/**
 * `npm run test:security`'s verdict: scripts/electronegativity-sarif.mjs reads Electronegativity's SARIF
 * report and fails on a HIGH finding. Fed documents shaped as Electronegativity 1.10 writes them, then the
 * real scanner run over an injected insecure window.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { judge, parseSarif, ruleSeverities, severities } from '../../../scripts/electronegativity-sarif.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

interface Result {
  readonly ruleId: string;
  readonly level?: string;
  readonly file?: string;
  readonly properties?: Record<string, unknown>;
}

/** A SARIF log as Electronegativity 1.10 writes it (util/file.js `writeIssues`). */
function sarif(results: readonly Result[]): string {
  return JSON.stringify({
    $schema: 'http://json.schemastore.org/sarif-2.1.0',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Electronegativity', version: '1.10.3', rules: [] } },
        results: results.map(({ ruleId, level = 'warning', file = 'electron/main.js', properties }) => ({
          ruleId,
          level,
          message: { text: `${ruleId} found` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: file },
                region: { startLine: 12, startColumn: 5, charLength: 10 },
              },
            },
          ],
          ...(properties === undefined ? {} : { properties }),
        })),
        invocations: [{ workingDirectory: { uri: 'file:///stage' }, executionSuccessful: true }],
      },
    ],
  });
}

const verdictOf = (text: string) => judge(parseSarif(text));

describe('the SARIF verdict', () => {
  it('fails on one HIGH finding', () => {
    const verdict = verdictOf(
      sarif([{ ruleId: 'CSP_GLOBAL_CHECK', level: 'note' }, { ruleId: 'CONTEXT_ISOLATION_JS_CHECK' }]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.failing).toMatchObject([
      {
        ruleId: 'CONTEXT_ISOLATION_JS_CHECK',
        severity: 'HIGH',
        file: 'electron/main.js',
        line: 12,
        column: 5,
      },
    ]);
  });

  it('passes with only LOW and MEDIUM findings (what the real scan reports today)', () => {
    const verdict = verdictOf(
      sarif([
        { ruleId: 'CSP_GLOBAL_CHECK', level: 'note', file: 'renderer/index.html' },
        { ruleId: 'PRELOAD_JS_CHECK', level: 'note' },
        { ruleId: 'OPEN_EXTERNAL_JS_CHECK', level: 'note' },
        { ruleId: 'BLINK_FEATURES_JS_CHECK' },
      ]),
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.rows.map((row) => row.finding.severity)).toEqual(['MEDIUM', 'MEDIUM', 'MEDIUM', 'LOW']);
  });

  it('passes with no findings', () => {
    expect(verdictOf(sarif([])).passed).toBe(true);
  });

  it("reads every result whatever its position: a finding first in the report still counts (the CSV's flaw)", () => {
    const findings = parseSarif(
      sarif([{ ruleId: 'NODE_INTEGRATION_JS_CHECK' }, { ruleId: 'PRELOAD_JS_CHECK' }]),
    );
    expect(findings.map((finding) => finding.ruleId)).toEqual([
      'NODE_INTEGRATION_JS_CHECK',
      'PRELOAD_JS_CHECK',
    ]);
  });

  it("takes a result's own severity property first", () => {
    const raised = parseSarif(sarif([{ ruleId: 'PRELOAD_JS_CHECK', properties: { severity: 'high' } }]));
    expect(raised[0]).toMatchObject({ severity: 'HIGH', severitySource: 'result' });
    const lowered = parseSarif(
      sarif([{ ruleId: 'CONTEXT_ISOLATION_JS_CHECK', properties: { severity: 'LOW' } }]),
    );
    expect(judge(lowered).passed).toBe(true);
  });

  it('treats level "error" as HIGH', () => {
    expect(verdictOf(sarif([{ ruleId: 'PRELOAD_JS_CHECK', level: 'error' }])).passed).toBe(false);
  });

  it('fails closed on a check it does not know', () => {
    const [finding] = parseSarif(sarif([{ ruleId: 'SOME_NEW_CHECK', level: 'note' }]));
    expect(finding).toMatchObject({ severity: 'HIGH', severitySource: 'unknown-rule' });
  });

  it('lets a reviewed suppression accept a HIGH finding, and reports suppressions that match nothing', () => {
    const findings = parseSarif(sarif([{ ruleId: 'LIMIT_NAVIGATION_JS_CHECK', file: 'electron/main.js' }]));
    const accepted = { id: 'LIMIT_NAVIGATION_JS_CHECK', file: /^electron\/main\.js$/, reason: 'reviewed' };
    const stale = { id: 'CONTEXT_ISOLATION_JS_CHECK', file: /.*/, reason: 'old' };
    const verdict = judge(findings, [accepted, stale]);
    expect(verdict.passed).toBe(true);
    expect(verdict.rows[0]?.suppression).toBe(accepted);
    expect(verdict.stale).toEqual([stale]);
    expect(judge(findings, [{ ...accepted, file: /^renderer\// }]).passed).toBe(false);
  });

  it.each([
    ['text that is not JSON', 'rule,severity\nX,HIGH', 'not JSON'],
    ['a log without runs', '{"version":"2.1.0"}', 'no "runs" array'],
    ['a run without results', '{"runs":[{}]}', 'no "results" array'],
    ['a result without ruleId', '{"runs":[{"results":[{"level":"warning"}]}]}', 'has no ruleId'],
  ])('refuses %s rather than read it as no findings', (_case, text, message) => {
    expect(() => parseSarif(text)).toThrow(message);
  });
});

describe('ruleSeverities', () => {
  /** The highest severity each check of the installed Electronegativity reports, read from its sources. */
  function installedSeverities(): Record<string, string> {
    const table: Record<string, string> = {};
    const walk = (folder: string): void => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.js')) {
          const source = readFileSync(file, 'utf8');
          const id = /this\.id = ["']([A-Z0-9_]+)["']/.exec(source)?.[1];
          const found = [...source.matchAll(/severity\.(HIGH|MEDIUM|LOW|INFORMATIONAL)\b/g)].map(
            (m) => m[1] ?? '',
          );
          if (id !== undefined && found.length > 0) {
            table[id] = found.reduce((a, b) =>
              severities.indexOf(b as never) > severities.indexOf(a as never) ? b : a,
            );
          }
        }
      }
    };
    walk(path.join(repo, 'node_modules/@doyensec/electronegativity/dist/finder/checks'));
    return table;
  }

  it("matches the installed Electronegativity's checks (update the table after an upgrade)", () => {
    expect({ ...ruleSeverities }).toEqual(installedSeverities());
  });
});

describe('npm run test:security', () => {
  it('fails on an injected HIGH finding: a window with Node integration and no context isolation', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'heistbox-insecure-'));
    try {
      await writeFile(
        path.join(folder, 'main.js'),
        [
          "const { app, BrowserWindow } = require('electron');",
          'app.whenReady().then(() => {',
          '  const window = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false } });',
          "  window.loadURL('https://example.com/');",
          '});',
        ].join('\n'),
      );
      const script = path.join(repo, 'scripts/check-electronegativity.mjs');
      const outcome = await promisify(execFile)(process.execPath, [script, '--input', folder], {
        cwd: repo,
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
      expect(outcome.stdout).toMatch(/\[HIGH\] NODE_INTEGRATION_JS_CHECK main\.js:\d+:\d+ — FAIL/);
      expect(outcome.code).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
