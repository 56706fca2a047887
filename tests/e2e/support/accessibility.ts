import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical findings on the page, one line each (axe is injected through the
 * DevTools protocol, which the page's CSP does not govern).
 */
export async function seriousAxeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/**
 * Whether assistive technology hears the element as expanded, as Chromium computes it: a popover's
 * toggle gets it from the popover, with no aria-expanded (Playwright's role queries read only that).
 */
export async function expandedState(element: Locator): Promise<boolean | undefined> {
  const page = element.page();
  const mark = 'data-expanded-probe';
  await element.evaluate((node, name) => node.setAttribute(name, ''), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${mark}]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
    await element.evaluate((node, name) => node.removeAttribute(name), mark);
  }
}
