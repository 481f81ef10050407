import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { freePort, waitForPort } from "../src/testing/free-port";

// Firebase Hosting's own emulator (plain Node, offline) serving this build with firebase.json's
// hosting settings, on free ports so it never meets another stack's emulators.
test.describe("Firebase Hosting", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, "server behaviour: one project is enough");
  test.describe.configure({ timeout: 90_000 });

  let hosting: ChildProcess | undefined;
  let directory = "";
  let origin = "";

  test.beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), "hosting-"));
    symlinkSync(path.resolve("build/client"), path.join(directory, "site"));
    const config = JSON.parse(readFileSync("firebase.json", "utf8")) as { hosting: Record<string, unknown> };
    const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
    const emulators = {
      hosting: { host: "127.0.0.1", port },
      hub: { host: "127.0.0.1", port: hub },
      logging: { host: "127.0.0.1", port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    };
    writeFileSync(
      path.join(directory, "firebase.json"),
      JSON.stringify({ hosting: { ...config.hosting, public: "site" }, emulators }),
    );
    hosting = spawn(
      path.resolve("node_modules/.bin/firebase"),
      ["emulators:start", "--only", "hosting", "--project", "demo-ugc-marketplace"],
      { cwd: directory, stdio: "ignore" },
    );
    await waitForPort(port, 60_000);
    origin = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    hosting?.kill("SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(directory, { recursive: true, force: true });
  });

  test("answers 404 with the not-found page for unknown paths, 200 for pages and client-only routes", async ({
    request,
  }) => {
    for (const pathname of ["/no-such-page", "/dashboard/extra", "/404"]) {
      const response = await request.get(origin + pathname);
      expect([pathname, response.status()]).toEqual([pathname, 404]);
      expect(await response.text()).toContain("<title>Page not found | Reelmark</title>");
    }
    for (const pathname of ["/", "/creator", "/signin", "/dashboard", "/admin", "/admin/applications/abc"]) {
      expect([pathname, (await request.get(origin + pathname)).status()]).toEqual([pathname, 200]);
    }
  });
});
