// Shared set-up for browser tests: a static server for www/ on a free port and
// headless Debian Chromium driven by playwright-core (which never downloads a
// browser of its own). Run `./build.sh build` first so www/pkg/ exists.

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

/** The system Chromium (Debian package `chromium`); HNEF_CHROMIUM overrides. */
export const CHROMIUM_PATH = process.env.HNEF_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Flags for running as root in a container with no GPU and no network but
 * loopback: nothing may phone home or wait on a background download.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers often mount a small /dev/shm; Chromium then crashes tabs.
  '--disable-dev-shm-usage',
]);

const ROOT = new URL('../../', import.meta.url);
/** Where tests put screenshots (gitignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('artifacts/', ROOT));

/**
 * Starts the www/ server and a browser. `launch` gives every call a fresh
 * temporary profile (user-data-dir) that Playwright deletes on close, so no
 * test sees another's storage or service worker.
 *
 * @returns {Promise<{browser: import('playwright-core').Browser, baseUrl: string, close: () => Promise<void>}>}
 */
export async function startHarness() {
  const server = await startServer({ root: fileURLToPath(new URL('www/', ROOT)), port: 0 });
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      headless: true,
    });
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    browser,
    baseUrl: server.url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens a page that records console errors and uncaught exceptions, so a test
 * can assert the page ran cleanly.
 *
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, errors: string[]}>}
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url;
    errors.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  return { page, context, errors };
}

/** Saves a full-page screenshot as artifacts/NAME.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
