// Finds a Chromium for Playwright: Debian's first, else Playwright's own download.
import { existsSync, readFileSync } from "node:fs";
import { readEnv } from "./env.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The flags the browser tests and the screenshots start Chromium with: in a container, quiet, nothing fetched aside. */
export const BROWSER_ARGS: string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function findBrowser(): string | undefined {
  const { CHROMIUM_PATH } = readEnv();
  if (CHROMIUM_PATH && existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  return undefined;
}

export async function findBrowserOrPlaywrightOwn(): Promise<string | undefined> {
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

/** The one command that gets a Chromium on this machine's OS (Playwright's own where no package fits). */
export function howToGetChromium(
  platform: NodeJS.Platform = process.platform,
  osRelease: string = readOsRelease(),
): string {
  if (platform !== "linux") return "npx playwright install chromium";
  const ids = `${/^ID=(.*)$/m.exec(osRelease)?.[1] ?? ""} ${/^ID_LIKE=(.*)$/m.exec(osRelease)?.[1] ?? ""}`.replaceAll(
    '"',
    "",
  );
  if (/\bubuntu\b/.test(ids)) return "npx playwright install --with-deps chromium";
  if (/\bdebian\b/.test(ids)) return "sudo apt-get install -y chromium";
  if (/\b(fedora|rhel)\b/.test(ids)) return "sudo dnf install -y chromium";
  if (/\barch\b/.test(ids)) return "sudo pacman -S chromium";
  if (/\balpine\b/.test(ids)) return "sudo apk add chromium";
  return "npx playwright install --with-deps chromium";
}

function readOsRelease(): string {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch {
    return "";
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findBrowserOrPlaywrightOwn();
  if (!found) {
    console.error(
      `No Chromium found: install one with \`${howToGetChromium()}\` (or set CHROMIUM_PATH), then run again.`,
    );
    process.exit(1);
  }
  console.log(found);
}
