/** The brand sign-up screen's messages, as SPEC §8 words them. */
export const BRAND_SIGNUP_MESSAGES = {
  loadFailed: (reason: string) => `Failed to load brand signups: ${reason}`,
  deleteFailed: "Failed to delete signup",
  statusFailed: "Failed to update status",
  meetingFailed: "Failed to update meeting signup status",
  notesFailed: "Failed to save notes",
  confirmDelete: "Are you sure you want to delete this signup?",
  deleted: "Signup deleted.",
} as const;
