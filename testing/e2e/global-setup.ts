import firebase from "../../firebase.json" with { type: "json" };
import { emulatorHost, PROJECT_ID, REGION } from "../../scripts/emulators/ports.ts";

const FUNCTIONS = `http://${emulatorHost("functions")}/${PROJECT_ID}/${REGION}`;
const AT_ONCE = 3;

/**
 * The Functions emulator starts a worker process on a function's first call, 5–10 s on this machine: longer than
 * a page waits for an answer in a test. Each function the site calls is called once here (a GET, which every
 * entry point refuses with 405), a few at a time, while the first tests run; this does not hold them up.
 */
export default function warmFunctions(): void {
  const ids = [
    ...new Set(
      firebase.hosting.rewrites.flatMap((rewrite) =>
        "function" in rewrite && rewrite.function ? [rewrite.function.functionId] : [],
      ),
    ),
  ];
  const next = async (): Promise<void> => {
    const id = ids.shift();
    if (!id) return;
    await fetch(`${FUNCTIONS}/${id}`, { signal: AbortSignal.timeout(60_000) })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
    await next();
  };
  for (let lane = 0; lane < AT_ONCE; lane += 1) void next();
}
