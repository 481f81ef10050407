export function adminLoginLine(
  admin: { email: string; password: string } | null,
  where: { mode: string; isTTY: boolean; ci: boolean; credentialsFile: string },
): string | null;
