import { Toaster } from "react-hot-toast";

/** product.md §P10: toasts last 4 s (2 s for success); react-hot-toast itself keeps at most 20 at once. */
export default function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      // Below the sticky navigation (64 px), so a toast never covers it or hides behind it.
      containerStyle={{ top: 76 }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        className: "toast",
      }}
    />
  );
}
