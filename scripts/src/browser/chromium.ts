/**
 * How the browser tests and the benches launch Chromium: Debian's (or CHROMIUM_PATH), never a downloaded one;
 * no sandbox or GPU, which a container lacks, and none of the browser's own background traffic.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
