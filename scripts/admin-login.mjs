// The "Admin login" line of the local stack's banner.
// The password is local onboarding for a person at a terminal (`npm start`); wherever output can
// end up in a file (CI, e2e runs, `npm start > log`), only where to find it is printed.

/**
 * @param {{ email: string, password: string } | null} admin
 * @param {{ mode: string, isTTY: boolean, ci: boolean, credentialsFile: string }} where
 */
export function adminLoginLine(admin, { mode, isTTY, ci, credentialsFile }) {
  if (!admin) return null;
  const showPassword = mode === "dev" && isTTY && !ci;
  return showPassword
    ? `  Admin login:   ${admin.email} / ${admin.password}`
    : `  Admin login:   ${admin.email} (password in ${credentialsFile})`;
}
