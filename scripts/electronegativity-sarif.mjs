/**
 * Reading Electronegativity's SARIF report and judging it: the part of scripts/check-electronegativity.mjs
 * that decides pass or fail, kept apart so tests can feed it documents without running the scanner.
 *
 * Electronegativity 1.10's SARIF carries no severity (each result has a `ruleId`, a `level` of "warning",
 * or "note" when it needs a manual review, a message and a location). So a result's severity is, in order:
 * a `properties.severity` the result carries (SARIF's property bag; Electronegativity may add it one day),
 * HIGH for `level: "error"`, the highest severity its check can report (`ruleSeverities`), and HIGH for a
 * rule this table does not know (fail closed: a new check must be looked at before it can pass).
 */

/** Electronegativity's severities, lowest first. */
export const severities = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'];

/**
 * The highest severity each check of Electronegativity 1.10 reports, by rule id, read from its sources
 * (dist/finder/checks). tests/unit/packaging/electronegativity-sarif.test.ts compares this table with
 * the installed Electronegativity, so an upgrade that adds or changes a check fails until it is updated.
 */
export const ruleSeverities = Object.freeze({
  AFFINITY_GLOBAL_CHECK: 'MEDIUM',
  AFFINITY_HTML_CHECK: 'MEDIUM',
  AFFINITY_JS_CHECK: 'MEDIUM',
  ALLOWPOPUPS_HTML_CHECK: 'LOW',
  ALLOW_RENDERER_PROCESS_REUSE_DEPRECATION: 'MEDIUM',
  ALLOW_RENDERER_PROCESS_REUSE_GLOBAL_DEPRECATION: 'MEDIUM',
  AUXCLICK_HTML_CHECK: 'MEDIUM',
  AUXCLICK_JS_CHECK: 'MEDIUM',
  AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK: 'HIGH',
  BLINK_FEATURES_HTML_CHECK: 'LOW',
  BLINK_FEATURES_JS_CHECK: 'LOW',
  BROWSER_WINDOW_WEB_PREFERENCES_DEPRECATION: 'MEDIUM',
  CERTIFICATE_ERROR_EVENT_JS_CHECK: 'MEDIUM',
  CERTIFICATE_VERIFY_PROC_JS_CHECK: 'MEDIUM',
  CLEAR_AUTH_CACHE_DEPRECATION: 'MEDIUM',
  CONTENT_TRACING_GET_TRACE_BUFFER_USAGE_DEPRECATION: 'MEDIUM',
  CONTENT_TRACING_GET_TRACE_BUFFER_USAGE_REMOVAL: 'MEDIUM',
  CONTEXT_ISOLATION_JS_CHECK: 'HIGH',
  CSP_GLOBAL_CHECK: 'MEDIUM',
  CSP_HTML_CHECK: 'INFORMATIONAL',
  CSP_JS_CHECK: 'INFORMATIONAL',
  CUSTOM_ARGUMENTS_JSON_CHECK: 'MEDIUM',
  CUSTOM_ARGUMENTS_JS_CHECK: 'MEDIUM',
  DANGEROUS_FUNCTIONS_JS_CHECK: 'MEDIUM',
  ELECTRON_VERSION_JSON_CHECK: 'INFORMATIONAL',
  ENABLE_MIXED_SANDBOX_DEPRECATION: 'MEDIUM',
  ENABLE_MIXED_SANDBOX_REMOVAL: 'MEDIUM',
  EXPERIMENTAL_FEATURES_HTML_CHECK: 'LOW',
  EXPERIMENTAL_FEATURES_JS_CHECK: 'LOW',
  GET_COLOR_DEPRECATION: 'MEDIUM',
  GET_WEB_CONTENTS_DEPRECATION: 'MEDIUM',
  HTTP_RESOURCES_HTML_CHECK: 'MEDIUM',
  HTTP_RESOURCES_JS_CHECK: 'MEDIUM',
  HTTP_RESOURCES_WITH_NODE_INTEGRATION_GLOBAL_CHECK: 'MEDIUM',
  INSECURE_CONTENT_HTML_CHECK: 'MEDIUM',
  INSECURE_CONTENT_JS_CHECK: 'MEDIUM',
  IPC_SEND_STRUCTURED_CLONE_ALGORITHM: 'MEDIUM',
  LIMIT_NAVIGATION_GLOBAL_CHECK: 'HIGH',
  LIMIT_NAVIGATION_JS_CHECK: 'HIGH',
  NATIVE_WINDOW_OPEN_CHANGE: 'MEDIUM',
  NODE_INTEGRATION_ATTACH_EVENT_JS_CHECK: 'HIGH',
  NODE_INTEGRATION_HTML_CHECK: 'HIGH',
  NODE_INTEGRATION_JS_CHECK: 'HIGH',
  OPEN_EXTERNAL_JS_CHECK: 'MEDIUM',
  PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK: 'MEDIUM',
  PERMISSION_REQUEST_HANDLER_JS_CHECK: 'MEDIUM',
  PRELOAD_JS_CHECK: 'MEDIUM',
  PRIVILEGED_SCHEMES_REGISTRATION_REMOVAL: 'HIGH',
  PROTOCOL_HANDLER_JS_CHECK: 'MEDIUM',
  QUERY_SYSTEM_IDLE_STATE_DEPRECATION: 'MEDIUM',
  QUERY_SYSTEM_IDLE_STATE_REMOVAL: 'HIGH',
  QUERY_SYSTEM_IDLE_TIME_DEPRECATION: 'MEDIUM',
  QUERY_SYSTEM_IDLE_TIME_REMOVAL: 'HIGH',
  REMOTE_MODULE_JS_CHECK: 'MEDIUM',
  REQUIRE_ELECTRON_SCREEN_DEPRECATION: 'MEDIUM',
  REQUIRE_SANDBOXED_RENDERERS_DEPRECATION: 'MEDIUM',
  SANDBOX_JS_CHECK: 'MEDIUM',
  SECURITY_WARNINGS_DISABLED_JSON_CHECK: 'INFORMATIONAL',
  SECURITY_WARNINGS_DISABLED_JS_CHECK: 'INFORMATIONAL',
  SET_HIGHLIGHT_MODE_DEPRECATION: 'MEDIUM',
  SET_HIGHLIGHT_MODE_REMOVAL: 'MEDIUM',
  SET_NULL_MENU_DEPRECATION: 'MEDIUM',
  SET_SPELLCHECK_PROVIDER_DEPRECATION: 'HIGH',
  SET_ZOOM_LEVEL_LIMITS_DEPRECATION: 'MEDIUM',
  VISIBLE_ON_FULLSCREEN_DEPRECATION: 'MEDIUM',
  WEBKITDIRECTORY_CHANGE: 'MEDIUM',
  WEB_FRAME_ISOLATED_WORLD_DEPRECATION: 'MEDIUM',
  WEB_FRAME_ISOLATED_WORLD_REMOVAL: 'HIGH',
  WEB_SECURITY_HTML_CHECK: 'MEDIUM',
  WEB_SECURITY_JS_CHECK: 'MEDIUM',
});

/**
 * The findings of a SARIF 2.1.0 log, every result of every run.
 * @param {string} text the report
 * @param {Readonly<Record<string, string>>} [knownRules] rule id → highest severity (default `ruleSeverities`)
 * @returns {import('./electronegativity-sarif.d.mts').Finding[]}
 * @throws Error when `text` is not a SARIF log (not JSON, no `runs` array, a result without `ruleId`): a
 * broken report must never read as "no findings".
 */
export function parseSarif(text, knownRules = ruleSeverities) {
  let log;
  try {
    log = JSON.parse(text);
  } catch (error) {
    throw new Error(`the SARIF report is not JSON (${error instanceof Error ? error.message : error})`);
  }
  if (!isObject(log) || !Array.isArray(log.runs)) throw new Error('the SARIF report has no "runs" array');
  return log.runs.flatMap((run, runIndex) => {
    if (!isObject(run) || !Array.isArray(run.results)) {
      throw new Error(`run ${runIndex} of the SARIF report has no "results" array`);
    }
    return run.results.map((result, index) =>
      toFinding(result, `runs[${runIndex}].results[${index}]`, knownRules),
    );
  });
}

/**
 * The verdict on `findings`: HIGH ones fail unless a suppression (same rule id, file matching its
 * pattern) accepts them; suppressions that accept nothing are stale.
 * @param {readonly import('./electronegativity-sarif.d.mts').Finding[]} findings
 * @param {readonly import('./electronegativity-sarif.d.mts').Suppression[]} [suppressions]
 * @returns {import('./electronegativity-sarif.d.mts').Verdict}
 */
export function judge(findings, suppressions = []) {
  const used = new Set();
  const rows = findings.map((finding) => {
    const suppression =
      suppressions.find((s) => s.id === finding.ruleId && s.file.test(finding.file)) ?? null;
    if (suppression) used.add(suppression);
    const failed = finding.severity === 'HIGH' && suppression === null;
    return { finding, suppression, failed };
  });
  return {
    passed: rows.every((row) => !row.failed),
    failing: rows.filter((row) => row.failed).map((row) => row.finding),
    rows,
    stale: suppressions.filter((s) => !used.has(s)),
  };
}

function toFinding(result, where, knownRules) {
  if (!isObject(result) || typeof result.ruleId !== 'string' || result.ruleId === '') {
    throw new Error(`${where} of the SARIF report has no ruleId`);
  }
  const level = typeof result.level === 'string' ? result.level : 'warning'; // SARIF's default level
  const location = result.locations?.[0]?.physicalLocation;
  const region = location?.region ?? {};
  const { severity, severitySource } = severityOf(result, level, knownRules);
  return {
    ruleId: result.ruleId,
    severity,
    severitySource,
    level,
    message: typeof result.message?.text === 'string' ? result.message.text : '',
    file: typeof location?.artifactLocation?.uri === 'string' ? location.artifactLocation.uri : '',
    line: Number.isInteger(region.startLine) ? region.startLine : 0,
    column: Number.isInteger(region.startColumn) ? region.startColumn : 0,
  };
}

function severityOf(result, level, knownRules) {
  const stated = isObject(result.properties) ? result.properties.severity : undefined;
  if (typeof stated === 'string' && severities.includes(stated.toUpperCase())) {
    return { severity: stated.toUpperCase(), severitySource: 'result' };
  }
  if (level === 'error') return { severity: 'HIGH', severitySource: 'level' };
  const known = Object.hasOwn(knownRules, result.ruleId) ? knownRules[result.ruleId] : undefined;
  if (known !== undefined) return { severity: known, severitySource: 'rule' };
  return { severity: 'HIGH', severitySource: 'unknown-rule' };
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
