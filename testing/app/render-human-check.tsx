import { render } from "@testing-library/react";
import type { HumanCheck, useHumanCheck } from "~/lib/human-check/use-human-check";

/** Mounts the hook's element the way a form does, and hands back the hook as it stands at each call. */
export function renderHumanCheck(
  hook: typeof useHumanCheck,
  action: Parameters<typeof useHumanCheck>[0],
): () => HumanCheck {
  let latest: HumanCheck | undefined;
  function Form() {
    latest = hook(action);
    return <form>{latest.element}</form>;
  }
  render(<Form />);
  return () => latest!;
}
