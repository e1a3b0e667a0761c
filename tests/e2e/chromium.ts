/**
 * Debian's Chromium (no browser download), started the same way by the browser tests, the door's
 * phone test and the benches: quiet, without a sandbox or GPU the test machines do not have.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
