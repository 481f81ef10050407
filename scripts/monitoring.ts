#!/usr/bin/env node
// The project's monitoring, from the committed JSON in scripts/monitoring/ (docs/operations.md; docs/deploy.md,
// "Monitoring"): the log-based metrics, an e-mail notification channel, the uptime check of /api/health, the alert
// policies and the monthly budget, each created or updated in place, so running it again changes only what differs.
//   node --import tsx scripts/monitoring.ts --project <id> --site-host <host> --email <address> \
//     --billing-account <id> --budget <amount> [--currency GBP] [--dry-run]
// It calls Google's REST APIs with `gcloud auth print-access-token`; --dry-run prints what it would send.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MONITORING_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "monitoring");
const MONITORING = "https://monitoring.googleapis.com/v3";
const LOGGING = "https://logging.googleapis.com/v2";
const BUDGETS = "https://billingbudgets.googleapis.com/v1";

/** A committed file: its name and its parsed JSON. */
interface JsonFile {
  name: string;
  body: Record<string, unknown>;
}

/** What the commands below read of a resource Google's APIs answer with. */
interface Resource {
  name: string;
  displayName?: string;
  labels?: { email_address?: string };
}

/** An API's answer: a resource, a page of them under their collection's key, or `{}`. */
type Answer = Partial<Resource> & Record<string, unknown>;

/** One REST call; null when a GET finds nothing. */
type Call = (method: string, url: string, body?: unknown) => Promise<Answer | null>;

interface Options {
  dryRun: boolean;
  currency: string;
  project: string;
  siteHost: string;
  email: string;
  billingAccount: string;
  budget: string;
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(MONITORING_DIR, file), "utf8")) as Record<string, unknown>;
const jsonFiles = (folder: string): JsonFile[] =>
  readdirSync(path.join(MONITORING_DIR, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ name, body: readJson(path.join(folder, name)) }));

/** Every committed file, as parsed JSON. */
export function monitoringFiles(): {
  metrics: JsonFile[];
  alerts: JsonFile[];
  uptimeCheck: Record<string, unknown>;
  budget: Record<string, unknown>;
} {
  return {
    metrics: jsonFiles("metrics"),
    alerts: jsonFiles("alerts"),
    uptimeCheck: readJson("uptime-check.json"),
    budget: readJson("budget.json"),
  };
}

/** `body` with every `${NAME}` replaced from `values`; a placeholder without a value is an error. */
export function filled<T>(body: T, values: Record<string, string | undefined>): T {
  return JSON.parse(
    JSON.stringify(body).replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
      if (values[name] === undefined) throw new Error(`No value for \${${name}}`);
      return String(values[name]).replace(/["\\]/g, "\\$&");
    }),
  ) as T;
}

function parseArgs(argv: string[]): Options {
  const options: Record<string, string | boolean | undefined> = { dryRun: false, currency: "GBP" };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    if (flag === "--dry-run") options.dryRun = true;
    else if (flag.startsWith("--"))
      options[flag.slice(2).replace(/-(\w)/g, (_m, c) => c.toUpperCase())] = argv[++index];
  }
  const missing = ["project", "siteHost", "email", "billingAccount", "budget"].filter((key) => !options[key]);
  if (missing.length > 0)
    throw new Error(
      `Missing: ${missing.map((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(", ")}`,
    );
  return options as unknown as Options;
}

function client({ dryRun }: Pick<Options, "dryRun">): Call {
  const token = dryRun ? "" : execFileSync("gcloud", ["auth", "print-access-token"], { encoding: "utf8" }).trim();
  return async (method, url, body) => {
    if (dryRun && method !== "GET") {
      console.log(`${method} ${url}\n${JSON.stringify(body, null, 2)}`);
      return { name: `dry-run/${method}` };
    }
    if (dryRun) return {};
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (!response.ok && !(method === "GET" && response.status === 404)) {
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return response.ok ? answer : null;
  };
}

/** Creates `body` under `parent`, or updates the one of the same display name. */
async function upsertByName(call: Call, listUrl: string, key: string, body: Record<string, unknown>) {
  const existing = (((await call("GET", listUrl))?.[key] ?? []) as Resource[]).find(
    (item) => item.displayName === body.displayName,
  );
  if (existing) return call("PATCH", `https://${new URL(listUrl).host}/v3/${existing.name}`, body);
  return call("POST", listUrl, body);
}

async function apply(options: Options) {
  const call = client(options);
  const files = monitoringFiles();
  const project = `projects/${options.project}`;
  for (const { body } of files.metrics) {
    const url = `${LOGGING}/${project}/metrics/${body.name}`;
    if (await call("GET", url)) await call("PUT", url, body);
    else await call("POST", `${LOGGING}/${project}/metrics`, body);
  }
  const channels = await call("GET", `${MONITORING}/${project}/notificationChannels`);
  const channel =
    ((channels?.notificationChannels ?? []) as Resource[]).find(
      (item) => item.labels?.email_address === options.email,
    ) ??
    (await call("POST", `${MONITORING}/${project}/notificationChannels`, {
      type: "email",
      displayName: `Alerts to ${options.email}`,
      labels: { email_address: options.email },
    }));
  const uptime = await upsertByName(
    call,
    `${MONITORING}/${project}/uptimeCheckConfigs`,
    "uptimeCheckConfigs",
    filled(files.uptimeCheck, { PROJECT: options.project, SITE_HOST: options.siteHost }),
  );
  const values = { PROJECT: options.project, UPTIME_CHECK_ID: String(uptime!.name).split("/").pop() };
  for (const { body } of files.alerts) {
    await upsertByName(call, `${MONITORING}/${project}/alertPolicies`, "alertPolicies", {
      ...filled(body, values),
      notificationChannels: [channel!.name],
    });
  }
  const budget = filled(files.budget, {
    PROJECT: options.project,
    BUDGET_CURRENCY: options.currency,
    BUDGET_UNITS: options.budget,
    CHANNEL: channel!.name,
  });
  const budgets = `${BUDGETS}/billingAccounts/${options.billingAccount}/budgets`;
  const existing = (((await call("GET", budgets))?.budgets ?? []) as Resource[]).find(
    (item) => item.displayName === budget.displayName,
  );
  if (existing) await call("PATCH", `${BUDGETS}/${existing.name}`, budget);
  else await call("POST", budgets, budget);
  console.log(options.dryRun ? "Dry run: nothing was changed." : "Monitoring applied.");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  apply(parseArgs(process.argv.slice(2))).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
