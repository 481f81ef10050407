import { lazy, Suspense, useSyncExternalStore } from "react";

// react-hot-toast (4.6 KB gzip) is out of every page's first load: the host loads once the page has
// hydrated. Toasts raised earlier wait in react-hot-toast's store and show when it mounts.
const SiteToaster = lazy(() => import("./toaster"));

const noSubscription = () => () => {};

export function ToastHost() {
  // false while prerendering and hydrating, true from the render after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null;
}
