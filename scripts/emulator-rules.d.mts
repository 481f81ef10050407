export type RulesKind = "firestore" | "storage";
export const EMULATOR_RULES_DIR: string;
export const WAIVER_VALUE: string;
export const SECOND_FACTOR_CHECK: string;
export function emulatorRules(kind: RulesKind, committed: string): string;
export function writeEmulatorRules(): Record<RulesKind, string>;
