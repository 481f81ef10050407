/** docs/product.md §P4.7 "Admin sign-in", word for word. */
export const ADMIN_MESSAGES = {
  notAuthorised: "You are not authorized to access the admin panel.",
  signInFailed: "Sign-in failed. Please try again.",
} as const;
