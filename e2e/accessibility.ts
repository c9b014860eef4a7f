// The accessibility check of the browser journeys: axe-core run in the page itself.
//
// axe's own Playwright wrapper injects its 500 KB source on every check and, in its default mode,
// opens a second blank page to merge the results: about 3 s a check on a busy machine, a third of
// the journeys' time. Here the source is injected once per document and the run stays in the page
// (about 0.5 s). The rules are WCAG 2.0–2.2 A and AA plus axe's best practices (landmarks, heading
// order, one main, dialog names), which the wrapper's default mode also applied, except `region`:
// menus, popovers and listboxes open in a layer at the end of the body (MUI's portals), outside
// the page's landmarks by design, while everything else sits in the banner, nav or main.
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeFinding {
  id: string;
  nodes: { html: string; failureSummary?: string }[];
}

/** Resolves once no finite animation or transition (a toast or dialog fading) is running. */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // page.evaluate, not a script tag: the portal's Content-Security-Policy allows no inline script.
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: { region: { enabled: false } },
          iframes: false,
        })
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            nodes: v.nodes.map((node) => ({
              html: node.html,
              failureSummary: node.failureSummary,
            })),
          })),
        ),
    RULE_TAGS,
  );
  return violations.map(
    (v: AxeFinding) =>
      `${v.id}: ${v.nodes.map((node) => `${node.html.slice(0, 400)} (${node.failureSummary ?? ''})`).join('; ')}`,
  );
}

/**
 * No WCAG 2.2 A or AA violation that axe finds on the page (dialogs included), once its finite
 * transitions have ended: a toast or a dialog half faded in or out has no contrast to measure.
 * A toast may also start to fade out while axe reads the page (its time ran out meanwhile), so
 * a finding is checked once more after the page settles: only what stays is a violation.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await transitionsSettled(page);
  let found = await axeViolations(page);
  if (found.length > 0) {
    await transitionsSettled(page);
    found = await axeViolations(page);
  }
  expect(found).toEqual([]);
}
