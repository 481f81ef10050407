import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAppCheck } from "firebase-admin/app-check";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import type { UploadGrants } from "@functions/core/handlers/open-upload";
import { RATE_LIMITS, type RateGroupLimits, type RateGroupName } from "@functions/firebase/http/rate-groups";
import { createFirestoreRateLimiter, type RateLimiter } from "@functions/firebase/http/rate-limit";
import { createFirestoreUploadGrants } from "../adapters/firestore-upload-grants";
import { createAppCheckGate, type AppCheckGate } from "../http/app-check";
import { createCallerVerifier, type CallerVerifier } from "../http/caller";
import type { HealthProbes } from "../http/health";
import { createErrorLog, type ErrorLog } from "../observability/error-log";
import { readFunctionsConfig, type FunctionsConfig } from "./config";
import { processEnvironment, type Environment } from "./environment";
import { LIMITS_DATABASE } from "./databases";
import { createFirebasePorts, type FirebasePorts } from "./firebase-ports";

export interface FunctionsRuntime {
  config: FunctionsConfig;
  ports: FirebasePorts;
  verifyCaller: CallerVerifier;
  appCheck: AppCheckGate;
  rateLimiter: RateLimiter<RateGroupName>;
  /** The server-only upload grants storage.rules read (openUpload writes them, checkUpload uses them up). */
  uploadGrants: UploadGrants;
  log: (message: string) => void;
  /** Structured error entries Cloud Error Reporting groups (firebase-functions' logger). */
  errors: ErrorLog;
  /** What /api/health asks of Firestore and Cloud Storage. */
  healthProbes: HealthProbes;
}

export type RuntimeOutcome = { ok: true; runtime: FunctionsRuntime } | { ok: false; problems: string[] };

export interface RuntimeOptions {
  env?: Environment;
  app?: App;
  log?: (message: string) => void;
  /** Where error entries go (firebase-functions' logger by default). */
  errors?: ErrorLog;
  /** Tests replace App Check's verification (it needs a real project). */
  appCheck?: AppCheckGate;
  /** Tests lower the groups' limits, to reach a ceiling in a few requests. */
  rateLimits?: RateGroupLimits;
}

/**
 * Everything a function needs, made once per instance on its first request (secrets are only
 * readable at run time). A configuration problem is reported, not thrown, so every request of a
 * misconfigured production deployment is refused with a 500 and the log says what is missing.
 */
export function createRuntimeLoader(options: RuntimeOptions = {}): () => RuntimeOutcome {
  let outcome: RuntimeOutcome | undefined;
  return () => {
    if (outcome) return outcome;
    const log = options.log ?? ((message: string) => console.log(message));
    const read = readFunctionsConfig(options.env ?? processEnvironment());
    if (!read.ok) {
      log(`[config] refusing requests: ${read.problems.join("; ")}`);
      outcome = read;
      return outcome;
    }
    const { config } = read;
    const app = options.app ?? getApps().find((existing) => existing.name === "[DEFAULT]") ?? initializeApp();
    const errors = options.errors ?? createErrorLog();
    // What clientErrors and health reach: they are granted this database alone (databases.ts).
    const limitsDb = getFirestore(app, LIMITS_DATABASE);
    outcome = {
      ok: true,
      runtime: {
        config,
        ports: createFirebasePorts(app, config, log, errors),
        verifyCaller: createCallerVerifier(getAuth(app), {
          adminEmail: config.adminEmail,
          emulator: !config.production,
          log,
        }),
        appCheck:
          options.appCheck ?? createAppCheckGate(() => getAppCheck(app), { enforced: config.enforceAppCheck, log }),
        rateLimiter: createFirestoreRateLimiter(limitsDb, options.rateLimits ?? RATE_LIMITS, log),
        // After the ports: they give (default) its settings before its first use.
        uploadGrants: createFirestoreUploadGrants(getFirestore(app)),
        log,
        errors,
        healthProbes: {
          // A document nobody writes, in the one database health is granted: one read, whether or not it exists.
          firestore: () => limitsDb.collection("health").doc("probe").get(),
          storage: () => getStorage(app).bucket().file("health/probe").exists(),
        },
      },
    };
    if (!config.production) log("[app-check] not verified against the emulators (the site uses the debug provider)");
    return outcome;
  };
}
