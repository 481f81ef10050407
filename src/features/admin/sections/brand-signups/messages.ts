/** The brand sign-up screen's messages, as docs/product.md §P8.3 words them. */
export const BRAND_SIGNUP_MESSAGES = {
  loadFailed: (reason: string) => `Failed to load brand signups: ${reason}`,
  deleteFailed: "Failed to delete signup",
  statusFailed: "Failed to update status",
  meetingFailed: "Failed to update meeting signup status",
  notesFailed: "Failed to save notes",
  confirmDelete: "Are you sure you want to delete this signup?",
  deleted: "Signup deleted.",
  /** Not the product's: shown beside the draft when the notes were saved elsewhere meanwhile. */
  notesConflict:
    "These notes were changed elsewhere while you were editing. Yours are not saved yet: keep yours or use the saved notes.",
} as const;
