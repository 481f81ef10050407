export interface InboxCredentials {
  user: string;
  password: string;
}
export const INBOX_CREDENTIALS_FILE: string;
export const MAILDEV_BIN: string;
export function inboxCredentials(file?: string): InboxCredentials;
export function inboxAuthorization(credentials: InboxCredentials): string;
export function maildevArgs(options: {
  smtpPort: number;
  webPort: number;
  credentials: InboxCredentials;
  mailDirectory?: string;
}): string[];
export function inboxAccepts(webPort: number, credentials: InboxCredentials): Promise<boolean>;
export function inboxBannerLine(
  webPort: number,
  credentials: InboxCredentials,
  where: { mode: string; isTTY: boolean; ci: boolean; credentialsFile?: string },
): string;
