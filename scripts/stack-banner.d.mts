export const SINGLE_USER_NOTICE: string;
export function stackBanner(stack: {
  siteUrl: string;
  admin: { email: string; password: string };
  inbox: { port: number; credentials: { user: string; password: string }; credentialsFile: string };
  /** credentialsFile: where the admin's password is kept. */
  emulators: string;
  notes: string[];
  where: { mode: string; isTTY: boolean; ci: boolean; credentialsFile: string };
}): string;
