import type { Locator } from 'playwright-core';

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
