/**
 * The join link staff give when confirming a meeting, checked against the gateway the visitor
 * chose (spec: Zoom, Google Meet, Microsoft Teams). Shared by the back office's Confirm dialog and
 * the gateway, which has the last word.
 */
const gatewayHosts: Record<string, { hosts: string[]; example: string }> = {
  Zoom: { hosts: ['zoom.us', 'zoom.com', 'zoomgov.com'], example: 'https://us02web.zoom.us/j/81234567890' },
  'Google Meet': { hosts: ['meet.google.com'], example: 'https://meet.google.com/abc-defg-hij' },
  'Microsoft Teams': {
    hosts: ['teams.microsoft.com', 'teams.live.com'],
    example: 'https://teams.microsoft.com/l/meetup-join/…',
  },
};

/** Whether a gateway needs a link at all: a phone call (or any gateway not on the list) does not. */
export const needsJoinLink = (gateway: string) => gateway in gatewayHosts;

/** An example link for the gateway, for the field's hint. */
export const joinLinkExample = (gateway: string) => gatewayHosts[gateway]?.example;

/** Undefined when the link is right for the gateway, otherwise what is wrong, in words staff understand. */
export function joinLinkProblem(gateway: string, link: string | undefined): string | undefined {
  const rule = gatewayHosts[gateway];
  const value = link?.trim() ?? '';
  if (!rule) {
    if (!value) return undefined;
  } else if (!value) return `Enter the ${gateway} link the visitor will join with.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The join link must be a whole web address starting with https://';
  }
  if (url.protocol !== 'https:') return 'The join link must start with https://';
  if (url.username || url.password) return 'The join link must not carry a user name or password.';
  if (!rule) return undefined;
  const host = url.hostname.toLowerCase();
  if (!rule.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)))
    return `That is not a ${gateway} link: it should be on ${rule.hosts.join(' or ')}, like ${rule.example}`;
  return undefined;
}
