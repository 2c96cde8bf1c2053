/**
 * Axe-core run in the page itself: its source injected once per page load, then `axe.run` over the whole document (or
 * one part of it), reporting violations only. The same rules as `@axe-core/playwright`'s default run, without the
 * blank page it opens to merge partial results and without shipping every passing node back: about 0.2 s a check
 * here instead of 2.5–4 s. The app has no frames, so nothing is lost by running in the top document alone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation as `rule: target, target…`, in axe's order; an empty list when the page passes. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    interface AxeNode {
      target: string[];
    }
    interface Axe {
      run(
        context: Element | Document,
        options: { resultTypes: string[] },
      ): Promise<{ violations: { id: string; nodes: AxeNode[] }[] }>;
    }
    const axe = (window as unknown as { axe: Axe }).axe;
    const context = selector ? document.querySelector(selector) : document;
    if (!context) throw new Error(`axe: nothing matches ${selector}`);
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include ?? null);
}

/** Fails the test, naming `where`, if axe finds any violation (in `include` only, when given). */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  expect(await axeViolations(page, include), `axe violations on ${where}`).toEqual([]);
}
