// @ts-check
// Debian's Chromium and the flags this machine needs (its closed network refuses Chromium's
// background connections), shared by the browser tests and every script that drives a browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {readonly string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
