import toast from "react-hot-toast";

let shown: string[] = [];

/**
 * The toasts of one submit attempt (its validation failure, retries, outcome). A new attempt
 * takes the previous attempt's toasts away, so pressing Submit again never stacks old messages
 * over the new one; upload toasts are not part of an attempt and stay.
 */
export const attemptToasts = {
  newAttempt() {
    for (const id of shown) toast.dismiss(id);
    shown = [];
  },
  error(message: string) {
    shown.push(toast.error(message));
  },
  success(message: string) {
    shown.push(toast.success(message));
  },
};
