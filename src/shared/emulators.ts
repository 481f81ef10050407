/**
 * Whether code runs against the Firebase emulators, decided here and nowhere else (docs/security.md,
 * "Emulator settings"). Everything else is production, and production refuses every emulator setting.
 */

/** Firebase's offline demo projects: no real project has this prefix, so a deployed function never matches it. */
const DEMO_PROJECT_PREFIX = "demo-";

export const isDemoProject = (projectId: string | undefined): boolean =>
  typeof projectId === "string" &&
  projectId.startsWith(DEMO_PROJECT_PREFIX) &&
  projectId.length > DEMO_PROJECT_PREFIX.length;

/**
 * The Vite modes that build the site for the emulators: `npm start`'s dev server (development), the
 * emulator build (`npm run build:firebase-emulated`, `--mode emulated`) and vitest (test). Any other
 * mode (production, staging, a typo) builds for a real project.
 */
const EMULATOR_BUILD_MODES: readonly string[] = ["development", "emulated", "test"];

export const buildsForEmulators = (viteMode: string): boolean => EMULATOR_BUILD_MODES.includes(viteMode);

type Env = Record<string, string | undefined>;

/** Every project id the environment names (firebase-admin reads all three); a bad FIREBASE_CONFIG names none. */
function projectIdsOf(env: Env): string[] {
  const ids = [env.GCLOUD_PROJECT, env.GOOGLE_CLOUD_PROJECT];
  try {
    const config: unknown = env.FIREBASE_CONFIG ? JSON.parse(env.FIREBASE_CONFIG) : undefined;
    if (config && typeof config === "object" && "projectId" in config) ids.push(String(config.projectId));
  } catch {
    ids.push("unreadable FIREBASE_CONFIG");
  }
  return ids.filter((id): id is string => typeof id === "string" && id.trim() !== "");
}

/**
 * The functions run under the Functions emulator: it sets FUNCTIONS_EMULATOR=true and the project id
 * (`firebase emulators:start --project demo-ugc-marketplace`, .firebaserc). Both are needed, and every
 * project id the environment names must be a demo- one: a FUNCTIONS_EMULATOR line copied into a deployed
 * environment runs with the real project's id, so it is production (and refused there).
 */
export function runsUnderEmulators(env: Env): boolean {
  const projectIds = projectIdsOf(env);
  return env.FUNCTIONS_EMULATOR === "true" && projectIds.length > 0 && projectIds.every(isDemoProject);
}

/**
 * Every setting that points at an emulator or switches on a debug path, by name: `*_EMULATOR_HOST`
 * (FIREBASE_AUTH_EMULATOR_HOST makes firebase-admin accept unsigned ID tokens), FUNCTIONS_EMULATOR,
 * FIREBASE_EMULATOR_HUB, FIREBASE_DEBUG_MODE, an App Check debug token. Empty values do not count.
 */
export function emulatorSettingsIn(env: Record<string, unknown>): string[] {
  return Object.keys(env)
    .filter((name) => /EMULATOR|DEBUG_MODE|DEBUG_TOKEN/.test(name))
    .filter((name) => {
      const value = env[name];
      return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
    })
    .sort();
}
