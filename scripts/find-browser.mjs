// Finds a Chromium for Playwright: Debian's first, else Playwright's own download.
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  return undefined;
}

export async function findBrowserOrPlaywrightOwn() {
  const system = findBrowser();
  if (system) return system;
  try {
    const { chromium } = await import("@playwright/test");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // fall through to the message below
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findBrowserOrPlaywrightOwn();
  if (!found) {
    console.error(
      "No Chromium found: install one with `sudo apt-get install -y chromium` (or `npx playwright install chromium`).",
    );
    process.exit(1);
  }
  console.log(found);
}
