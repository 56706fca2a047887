import type { FastifyReply } from 'fastify';

/**
 * Sends a page the gateway wrote for one visitor (a no-script form's answer, a private link's page):
 * never cached, never indexed. A page whose address carries a token keeps its referrer to the site:
 * the token goes to no other site, and not no-referrer, since a browser then sends `Origin: null`
 * with the page's own forms, which the origin check refuses.
 */
export function sendPrivatePage(reply: FastifyReply, status: number, html: string, { tokenInAddress = false } = {}) {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex');
  if (tokenInAddress) reply.header('Referrer-Policy', 'same-origin');
  return reply.send(html);
}
