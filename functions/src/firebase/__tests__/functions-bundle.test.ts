import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firestoreDatabases } from "../../../../scripts/emulators/index.ts";
import {
  DEFAULT_DATABASE,
  FUNCTION_DATABASES,
  LIMITS_DATABASE,
  UPLOADS_DATABASE,
  type DatabaseGrant,
  type DatabaseName,
} from "../runtime/databases";
import type { FunctionName } from "../runtime/function-secrets";
import { describeApiFunctions } from "@testing/contracts/api-functions-contract";
import { startInProcessFunctions } from "@testing/emulators/in-process-functions";
import { endpointOf } from "@testing/fixtures/function-endpoints";

let host: Awaited<ReturnType<typeof startInProcessFunctions>>;
describeApiFunctions("the deployable bundle, in this process", async (setup) => {
  host = await startInProcessFunctions(setup);
  return host;
});

/**
 * What each function reads (by its code: functions/src/core's handlers and functions/src/firebase/runtime), and so the
 * secrets it may hold: the human check's secret for the forms that ask for it, the SMTP password where
 * mail is sent, the key of each kind of link signed or checked. Nothing else, and `checkUpload`
 * (untrusted bytes) nothing at all.
 */
const SECRETS_READ: Record<string, string[]> = {
  subscribeToWaitlist: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "CONSENT_LINK_SECRET"],
  creatorApplication: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "CONSENT_LINK_SECRET", "STATUS_LINK_SECRET"],
  approveCreator: ["SMTP_PASSWORD"],
  deleteCreatorApplication: ["SMTP_PASSWORD"],
  confirmSubscription: ["SMTP_PASSWORD", "CONSENT_LINK_SECRET"],
  unsubscribe: ["CONSENT_LINK_SECRET"],
  unsubscribeOneClick: ["CONSENT_LINK_SECRET"],
  contactMessage: ["RECAPTCHA_SECRET"],
  applicationStatus: ["STATUS_LINK_SECRET"],
  withdrawApplication: ["STATUS_LINK_SECRET"],
  resendStatusLink: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "STATUS_LINK_SECRET"],
  openUpload: ["RECAPTCHA_SECRET"],
  adminData: ["EXPORT_PART_SECRET"],
  cleanUpUploads: [],
  cleanUpConsentLinks: [],
  checkUpload: [],
  sendOutboxMail: ["SMTP_PASSWORD", "STATUS_LINK_SECRET"],
  clientErrors: [],
  health: [],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** How the deploy guide's table names each database grant, and the end of its `grant_db` line. */
const DATABASE_COLUMN: Record<string, string> = {
  "(default):user": "data",
  "uploads:user": "claims",
  "limits:user": "limits",
  "(default):delete": "grant delete",
};
const DATABASE_BINDINGS: Record<string, string> = {
  "(default):user": "roles/datastore.user '(default)'",
  "uploads:user": "roles/datastore.user uploads",
  "limits:user": "roles/datastore.user limits",
  "(default):delete": `"projects/$PROJECT/roles/firestoreDocumentDeleter" '(default)'`,
};

/** The accounts the guide's commands bind with `grant_db … <binding>`, in a loop or one by one. */
function boundIn(guide: string, binding: string): string[] {
  const literal = binding.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const looped = [...guide.matchAll(new RegExp(`for fn in ([^;]*); do\\n\\s*grant_db "\\$fn" ${literal}\\n`, "g"))];
  const single = [...guide.matchAll(new RegExp(`^grant_db ([a-z-]+) ${literal}$`, "gm"))];
  return [...looped.flatMap((loop) => loop[1]!.split(/[\s\\]+/).filter(Boolean)), ...single.map((line) => line[1]!)];
}

const HTTP_FUNCTIONS = [
  "subscribeToWaitlist",
  "creatorApplication",
  "approveCreator",
  "deleteCreatorApplication",
  "confirmSubscription",
  "unsubscribe",
  "unsubscribeOneClick",
  "contactMessage",
  "applicationStatus",
  "withdrawApplication",
  "resendStatusLink",
  "openUpload",
  "adminData",
];

describe("what the bundle deploys", () => {
  const endpoint = (name: string) => endpointOf(host.module[name]);

  it("puts every function in London, as its own service account, bound only the secrets it reads", () => {
    const names = Object.keys(host.module).filter((name) => endpoint(name));
    expect(names.sort()).toEqual(Object.keys(SECRETS_READ).sort());
    for (const name of names) {
      expect(endpoint(name)?.region, name).toEqual(["europe-west2"]);
      const bound = endpoint(name)?.secretEnvironmentVariables?.map((secret) => secret.key) ?? [];
      expect([name, bound.sort()]).toEqual([name, [...SECRETS_READ[name]!].sort()]);
      expect([name, endpoint(name)?.serviceAccountEmail]).toEqual([name, `fn-${kebab(name)}@`]);
    }
    for (const name of HTTP_FUNCTIONS) expect(endpoint(name)?.httpsTrigger, name).toBeDefined();
  });

  it("the deploy guide creates each function's account and lists the secrets it is bound", () => {
    const guide = readFileSync("docs/deploy.md", "utf8");
    for (const [name, secrets] of Object.entries(SECRETS_READ)) {
      const row = new RegExp(`^\\| \`${name}\` +\\| \`fn-${kebab(name)}\` +\\|([^|]+)\\|[^|]+\\|([^|]+)\\|$`, "m").exec(
        guide,
      );
      expect(row, `${name}'s row`).not.toBeNull();
      const listed = row?.[2]?.match(/[A-Z_]+_(?:SECRET|PASSWORD)/g) ?? [];
      expect([name, listed.sort()]).toEqual([name, [...secrets].sort()]);
      // Its Firestore column names exactly the databases FUNCTION_DATABASES grants it, and how.
      const grants = FUNCTION_DATABASES[name as FunctionName] as Partial<Record<DatabaseName, DatabaseGrant>>;
      const expected = Object.entries(grants).map(([database, grant]) => DATABASE_COLUMN[`${database}:${grant}`]);
      expect([name, (row?.[1] ?? "").split(",").map((word) => word.trim())]).toEqual([name, expected]);
    }
    // Each account's Firestore bindings are on its own databases, each one declared in firebase.json.
    for (const [column, binding] of Object.entries(DATABASE_BINDINGS)) {
      const accounts = Object.entries(FUNCTION_DATABASES)
        .filter(([, grants]) => Object.entries(grants).some(([database, grant]) => `${database}:${grant}` === column))
        .map(([name]) => kebab(name));
      expect([column, boundIn(guide, binding).sort()]).toEqual([column, accounts.sort()]);
    }
    expect(firestoreDatabases().sort()).toEqual([DEFAULT_DATABASE, UPLOADS_DATABASE, LIMITS_DATABASE].sort());
    // The loop that creates the accounts names every function's.
    const created = /for fn in ([^;]*); do\n\s*gcloud iam service-accounts create/.exec(guide)?.[1] ?? "";
    expect(created.split(/[\s\\]+/)).toEqual(expect.arrayContaining(Object.keys(SECRETS_READ).map(kebab)));
  });

  it("sizes each HTTP function for the bodies the framework parses before the function runs", () => {
    for (const name of HTTP_FUNCTIONS) {
      const sized = endpoint(name);
      // One request at a time, 2 GiB: the worst 32 MiB body (measured below) fits; 10 public instances
      // that give up after 30 s, the admin's 3, for 60 s (what a stranger can cost: stranger-cost.test.ts).
      const admin = name === "adminData";
      expect([
        name,
        sized?.availableMemoryMb,
        sized?.concurrency,
        sized?.cpu,
        sized?.maxInstances,
        sized?.timeoutSeconds,
      ]).toEqual([name, 2048, 1, 1, admin ? 3 : 10, admin ? 60 : 30]);
    }
  });

  it("gives V8 the heap the worst body needs, and the worst body fits the instance (measured)", () => {
    // functions/.env is deployed with every function (firebase-tools reads it for every project).
    const heap = /^NODE_OPTIONS=--max-old-space-size=(\d+)$/m.exec(readFileSync("functions/.env", "utf8"))?.[1];
    expect(heap).toBeDefined();
    const memoryMb = endpoint("contactMessage")?.availableMemoryMb ?? 0;
    expect(Number(heap)).toBeLessThan(memoryMb);
    // A real JSON.parse of crafted 32 MiB bodies, each in a fresh process with that heap limit.
    const results = JSON.parse(
      execFileSync(
        process.execPath,
        ["scripts/measure-body-memory.mjs", "--json", "--heap", heap!, "--shape", "nested", "--shape", "empty objects"],
        { encoding: "utf8" },
      ),
    ) as Array<{ shape: string; crashed?: string; peakRssBytes: number; bodyBytes: number }>;
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.crashed, result.shape).toBeUndefined();
      expect(result.bodyBytes, result.shape).toBeGreaterThan(31 * 1024 * 1024);
      // 256 MiB left for the function's own code and libraries.
      expect(result.peakRssBytes / 2 ** 20 + 256, result.shape).toBeLessThanOrEqual(memoryMb);
    }
  }, 120_000);

  it("schedules the clean-ups, checks every finished upload and sends every outbox entry", () => {
    expect(endpoint("cleanUpUploads")?.scheduleTrigger).toMatchObject({ schedule: "every 60 minutes" });
    expect(endpoint("cleanUpConsentLinks")?.scheduleTrigger).toMatchObject({ timeZone: "Europe/London" });
    expect(endpoint("checkUpload")?.eventTrigger?.eventType).toBe("google.cloud.storage.object.v1.finalized");
    expect(endpoint("sendOutboxMail")?.eventTrigger).toMatchObject({
      eventType: "google.cloud.firestore.document.v1.created",
      eventFilterPathPatterns: { document: "outbox/{id}" },
    });
  });

  it("does not load on a deployed instance whose settings would fail open", () => {
    // What Cloud Run gives a deployed function, plus a copied emulator line and no secrets.
    const deployed = { PATH: process.env.PATH, K_SERVICE: "subscribetowaitlist", FUNCTIONS_EMULATOR: "true" };
    const load = () =>
      execFileSync(process.execPath, ["-e", `require(${JSON.stringify(host.bundle)})`], {
        env: deployed,
        stdio: "pipe",
      });
    expect(load).toThrow(/refusing to start: .*FUNCTIONS_EMULATOR is set outside the emulators/);
  });

  it("on a deployed instance, needs the link keys of its own function, and only those", () => {
    const settings = {
      PATH: process.env.PATH,
      ADMIN_EMAIL: "admin@example.com",
      PUBLIC_SITE_URL: "https://reelmark.co.uk",
      // Cloud Functions sets it on every deployed function (the storage trigger reads its bucket).
      FIREBASE_CONFIG: JSON.stringify({ projectId: "demo-bundle", storageBucket: "demo-bundle.appspot.com" }),
    };
    const load = (env: Record<string, string | undefined>) => () =>
      execFileSync(process.execPath, ["-e", `require(${JSON.stringify(host.bundle)})`], {
        env: { ...settings, ...env },
        stdio: "pipe",
      });
    const statusKey = "a-production-status-link-key-of-40-chars!";
    // As `firebase deploy` starts each: its name in FUNCTION_TARGET, only its own secrets in the environment.
    expect(load({ K_SERVICE: "checkupload", FUNCTION_TARGET: "checkUpload" })).not.toThrow();
    expect(load({ K_SERVICE: "applicationstatus", FUNCTION_TARGET: "applicationStatus" })).toThrow(
      /refusing to start: the STATUS_LINK_SECRET secret is not set$/m,
    );
    expect(
      load({ K_SERVICE: "applicationstatus", FUNCTION_TARGET: "applicationStatus", STATUS_LINK_SECRET: statusKey }),
    ).not.toThrow();
    // A function name the bundle does not know needs every key.
    expect(load({ K_SERVICE: "other", FUNCTION_TARGET: "other", STATUS_LINK_SECRET: statusKey })).toThrow(
      /CONSENT_LINK_SECRET.*EXPORT_PART_SECRET/,
    );
  });
});

describe("what a deploy installs", () => {
  const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

  it("pins functions/ with a lockfile whose versions are the ones the bundle is built and tested with", () => {
    const manifest = read("functions/package.json") as { dependencies: Record<string, string> };
    const lock = read("functions/package-lock.json") as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    expect(lock.packages[""]?.dependencies).toEqual(manifest.dependencies);
    for (const name of Object.keys(manifest.dependencies)) {
      const installedHere = (read(`node_modules/${name}/package.json`) as { version: string }).version;
      expect([name, lock.packages[`node_modules/${name}`]?.version]).toEqual([name, installedHere]);
    }
    // The lockfile is uploaded with the bundle (firebase.json's functions.ignore leaves it in).
    const firebase = read("firebase.json") as { functions: Array<{ ignore: string[] }> };
    expect(firebase.functions[0]?.ignore).not.toContain("package-lock.json");
  });
});
