import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EMULATOR_RULES_DIR,
  emulatorRules,
  SECOND_FACTOR_CHECK,
  WAIVER_VALUE,
  writeEmulatorRules,
} from "../emulator-rules.ts";

const KINDS = ["firestore", "storage"] as const;
const committed = (kind: (typeof KINDS)[number]) => readFileSync(`${kind}.rules`, "utf8");
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the rules that deploy, and the emulators' copy", () => {
  it.each(KINDS)("%s.rules, as committed, carries no emulator waiver", (kind) => {
    expect(committed(kind)).not.toContain(WAIVER_VALUE);
    expect(committed(kind)).not.toMatch(/secondFactor/);
  });

  it("firebase.json deploys the committed files", () => {
    const config = JSON.parse(readFileSync("firebase.json", "utf8"));
    // One entry per database (the people's data, the uploads' claims, the limits), each with the committed rules.
    for (const database of [config.firestore].flat()) expect(database.rules).toBe("firestore.rules");
    expect(config.storage.rules).toBe("storage.rules");
  });

  it.each(KINDS)("the emulators' %s.rules is the committed file with only the waiver added", (kind) => {
    const written = writeEmulatorRules()[kind];
    expect(path.dirname(written)).toBe(EMULATOR_RULES_DIR);
    const copy = readFileSync(written, "utf8");
    expect(copy).toBe(emulatorRules(kind, committed(kind)));
    expect(occurrences(copy, WAIVER_VALUE)).toBe(1);
    // Take the waiver's one widened expression back out, and the committed file is what is left.
    const widened = new RegExp(`\\(${escapeRegExp(SECOND_FACTOR_CHECK)} \\|\\| [^\\n]*'${WAIVER_VALUE}'\\)`);
    expect(copy.replace(widened, SECOND_FACTOR_CHECK)).toBe(committed(kind));
  });

  it("cannot be made from rules that drifted: a waiver already there, or no single second-factor check", () => {
    const rules = committed("firestore");
    expect(() => emulatorRules("firestore", `${rules}\n// '${WAIVER_VALUE}'\n`)).toThrow(/carries the emulator waiver/);
    expect(() => emulatorRules("firestore", rules.replace(SECOND_FACTOR_CHECK, "true"))).toThrow(/found 0/);
    expect(() => emulatorRules("storage", `${committed("storage")}\n${SECOND_FACTOR_CHECK}\n`)).toThrow(/found 2/);
  });

  it("is made where git ignores it and nothing deploys from", () => {
    expect(path.relative(process.cwd(), EMULATOR_RULES_DIR).split(path.sep)[0]).toBe(".data");
    expect(readFileSync(".gitignore", "utf8").split("\n")).toContain(".data/");
    expect(readdirSync(EMULATOR_RULES_DIR)).toEqual(expect.arrayContaining(["firestore.rules", "storage.rules"]));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
