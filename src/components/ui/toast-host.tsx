import { lazy, Suspense, useEffect, useState } from "react";

// react-hot-toast (4.6 KB gzip) is out of every page's load: the host loads at the visitor's first interaction
// with the page, since every toast follows one (a file chosen, a form sent). A toast raised before the host has
// arrived waits in react-hot-toast's store and shows when it mounts.
const SiteToaster = lazy(() => import("./toaster"));

/**
 * What counts as a first interaction: `input` and `change` too, as a file can be chosen without a click; a file
 * dragged onto the page (`dragenter`, `drop`: a refused file's only message is a toast); and `click`, which a
 * screen reader can send without any pointer or key event. The host starts loading before the handler that raises
 * the toast has run (capture phase), so the toast shows for its whole time.
 */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "input", "change", "click", "dragenter", "drop"] as const;

export function ToastHost() {
  // Nothing while prerendering and hydrating; effects run after.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopListening = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, want, { capture: true });
    };
    const want = () => {
      stopListening();
      setWanted(true);
    };
    for (const type of INTERACTIONS) document.addEventListener(type, want, { capture: true, passive: true });
    return stopListening;
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null;
}
