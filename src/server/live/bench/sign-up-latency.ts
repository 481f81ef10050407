/**
 * Measures public sign-up latency while admins hold live lists open.
 * Run: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 node --import tsx src/server/live/bench/sign-up-latency.ts [streams]
 * The server runs in a child process, so reading the streams does not slow it down.
 * Prints the figures; nothing is asserted, timings depend on the machine.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { adminUser, bearer } from "~/testing/auth-users";
import { startTestServer } from "../../testing/test-server";

const STREAMS = Number(process.argv[2] ?? 200);
const LIST_SIZE = 50;
const SAMPLES = 40;

function signUp(baseUrl: string, label: string): Promise<Response> {
  return fetch(`${baseUrl}/api/subscribe-to-waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      type: "brand",
      name: `Latency Tester ${label}`,
      email: `latency-${label}@example.com`,
      companyName: `Latency Company ${label} with a longer name to fill the list`,
      website: "https://example.com/a/reasonably/long/path/to/fill/each/row",
    }),
  });
}

async function timeSignUps(baseUrl: string, prefix: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const start = performance.now();
    const response = await signUp(baseUrl, `${prefix}-${index}`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) => {
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(times.length * fraction))]!.toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`;
};

/** Child process: the server alone, until its parent closes stdin. */
async function serve(): Promise<void> {
  // The caps would refuse most of the streams: lift them to measure the cost of each change.
  const server = await startTestServer({
    liveLimits: { streamsPerCaller: STREAMS, streamsTotal: STREAMS, ticketsPerCaller: STREAMS, ticketsTotal: STREAMS },
  });
  process.stdout.write(`${server.baseUrl}\n`);
  process.stdin.resume();
  process.stdin.on("end", () => void server.close().then(() => process.exit(0)));
}

function startServerProcess(): Promise<{ baseUrl: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), String(STREAMS), "--serve"],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.once("data", (data: Buffer) =>
      resolve({ baseUrl: data.toString().trim(), stop: () => child.stdin.end() }),
    );
  });
}

async function main(): Promise<void> {
  const server = await startServerProcess();
  const admin = await adminUser();
  for (let index = 0; index < LIST_SIZE; index += 1)
    await (await signUp(server.baseUrl, `seed-${index}`)).arrayBuffer();

  const idle = await timeSignUps(server.baseUrl, "idle");

  const controller = new AbortController();
  let bytes = 0;
  const opened: Array<Promise<void>> = [];
  for (let index = 0; index < STREAMS; index += 1) {
    const ticketResponse = await fetch(`${server.baseUrl}/data/live-tickets`, {
      method: "POST",
      headers: bearer(admin),
    });
    const { ticket } = (await ticketResponse.json()) as { ticket: string };
    const stream = await fetch(`${server.baseUrl}/data/brand-signups/live?ticket=${ticket}`, {
      signal: controller.signal,
    });
    if (stream.status !== 200) throw new Error(`stream ${index} answered ${stream.status}`);
    const reader = stream.body!.getReader();
    opened.push(
      (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
          if (done) return;
          bytes += value.byteLength;
        }
      })(),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = bytes;
  const busy = await timeSignUps(server.baseUrl, "busy");
  const perSignUp = (bytes - before) / SAMPLES;

  console.log(`sign-up latency, ${LIST_SIZE} brand sign-ups listed, ${SAMPLES} samples`);
  console.log(`  no live streams:   ${summary(idle)}`);
  console.log(`  ${STREAMS} live streams: ${summary(busy)}`);
  console.log(`  streamed per sign-up: ${(perSignUp / 1024).toFixed(0)} KB in total`);

  controller.abort();
  await Promise.allSettled(opened);
  server.stop();
}

(process.argv.includes("--serve") ? serve() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
