/** The contact messages screen's own words (the product gives none for erasure). */
export const CONTACT_MESSAGES = {
  loadFailed: (reason: string) => `Failed to load contact messages: ${reason}`,
  confirmDelete: "Are you sure you want to delete this message? This cannot be undone.",
  deleteFailed: "Failed to delete message",
  deleted: "Message deleted.",
} as const;
