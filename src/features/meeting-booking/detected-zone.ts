/** The browser's own time zone (an IANA name), Nepal's when it reports none. */
export const detectedZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kathmandu';
