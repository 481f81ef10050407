// The "Admin login" line of the local stack's banner.
// The password is local onboarding for a person at a terminal (`npm start`); wherever output can
// end up in a file (CI, e2e runs, `npm start > log`), only where to find it is printed.

export interface BannerWhere {
  mode: string;
  isTTY: boolean;
  ci: boolean;
  /** Where the admin's password is kept. */
  credentialsFile: string;
}

export function adminLoginLine(
  admin: { email: string; password: string } | null,
  { mode, isTTY, ci, credentialsFile }: BannerWhere,
): string | null {
  if (!admin) return null;
  const showPassword = mode === "dev" && isTTY && !ci;
  return showPassword
    ? `  Admin login:   ${admin.email} / ${admin.password}`
    : `  Admin login:   ${admin.email} (password in ${credentialsFile})`;
}
