// The emulators' copy of firestore.rules and storage.rules. The committed files are what `firebase deploy`
// publishes: they take the admin only with a second factor. The Auth emulator cannot enrol TOTP, so the
// emulators load a copy, made here from the committed files at every start, that also takes the
// waiver the emulator seed writes (`settings/admin.secondFactor == 'waived-in-emulator'`). The copy is
// the committed text with one expression widened, so the two cannot drift; it lives in .data/ (git-ignored),
// where nothing deploys from.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EMULATOR_RULES_DIR = path.join(ROOT, ".data/emulator-rules");
export const WAIVER_VALUE = "waived-in-emulator";

/** How each rules file checks the second factor: exactly once, where the emulators' copy adds the waiver. */
export const SECOND_FACTOR_CHECK = "request.auth.token.firebase.get('sign_in_second_factor', '') != ''";

/** What the copy accepts in its place: the check, or the waiver in settings/admin. */
export type RulesKind = "firestore" | "storage";

const WAIVERS: Record<RulesKind, string> = {
  firestore: `get(/databases/$(database)/documents/settings/admin).data.get('secondFactor', 'required') == '${WAIVER_VALUE}'`,
  // Inside storage.rules' isAdmin(), which has read settings/admin into `settings`.
  storage: `settings.get('secondFactor', 'required') == '${WAIVER_VALUE}'`,
};

/** The emulators' copy of `committed` (the text of `<kind>.rules`); throws when it cannot be made mechanically. */
export function emulatorRules(kind: RulesKind, committed: string): string {
  const waiver = WAIVERS[kind] as string | undefined;
  if (!waiver) throw new Error(`No emulator rules for "${kind}": firestore or storage`);
  if (committed.includes(WAIVER_VALUE)) {
    throw new Error(`${kind}.rules carries the emulator waiver ('${WAIVER_VALUE}'): the deployed rules never do`);
  }
  const found = committed.split(SECOND_FACTOR_CHECK).length - 1;
  if (found !== 1) {
    throw new Error(
      `${kind}.rules must check the second factor exactly once as \`${SECOND_FACTOR_CHECK}\` (found ${found}): the emulators' copy adds its waiver there`,
    );
  }
  return committed.replace(SECOND_FACTOR_CHECK, () => `(${SECOND_FACTOR_CHECK} || ${waiver})`);
}

/** Writes both copies from the committed files (atomically: stacks and test runs may start together); their paths. */
export function writeEmulatorRules(): Record<RulesKind, string> {
  mkdirSync(EMULATOR_RULES_DIR, { recursive: true });
  const written = {} as Record<RulesKind, string>;
  for (const kind of ["firestore", "storage"] as const) {
    const target = path.join(EMULATOR_RULES_DIR, `${kind}.rules`);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, emulatorRules(kind, readFileSync(path.join(ROOT, `${kind}.rules`), "utf8")));
    renameSync(temporary, target);
    written[kind] = target;
  }
  return written;
}
