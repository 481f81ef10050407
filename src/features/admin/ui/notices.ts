import toast from "react-hot-toast";

/**
 * Outcomes of the admin's actions as toasts: the site's toast host (root.tsx) announces them in a
 * live region; failures are announced at once (assertive), successes politely.
 */
export const notify = {
  success(message: string): void {
    toast.success(message);
  },
  error(message: string): void {
    toast.error(message, { ariaProps: { role: "alert", "aria-live": "assertive" } });
  },
};
