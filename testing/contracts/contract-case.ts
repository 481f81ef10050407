import { it as vitestIt } from "vitest";

export interface ContractOptions {
  /**
   * Cases the backend under test cannot run, by test name, each with the reason: they are
   * reported as skipped with the reason in their name and in the log, never silently passed.
   */
  unsupported?: Readonly<Record<string, string>>;
}

/** `it` for a contract suite: a case listed as unsupported is skipped and says why. */
export function contractCase(options: ContractOptions = {}) {
  const unsupported = new Map(Object.entries(options.unsupported ?? {}));
  return (name: string, test: () => Promise<void> | void) => {
    const reason = unsupported.get(name);
    if (reason === undefined) return vitestIt(name, test);
    console.info(`[contract] skipped "${name}": ${reason}`);
    return vitestIt.skip(`${name} (skipped here: ${reason})`, test);
  };
}
