import { HUMAN_CHECK_ATTEMPTS, UPLOAD_MAX_FILES } from "~/shared/constants";

/** The application's toasts and messages, word for word from product.md §P4.3–P4.5. */
export const APPLICATION_MESSAGES = {
  success: "Application submitted! We'll be in touch soon.",
  fallback: "Application submission failed. Please try again.",
  humanCheckRetry: (failed: number) => `reCAPTCHA timed out. Retrying... (${failed}/${HUMAN_CHECK_ATTEMPTS})`,
  humanCheckFailed: "reCAPTCHA failed. Please refresh and try again.",
} as const;

export const UPLOAD_MESSAGES = {
  tooMany: (selected: number) =>
    `You can only upload up to ${UPLOAD_MAX_FILES} files total. You currently have ${selected} files selected.`,
  wrongType: (name: string) => `${name} is not a supported file type.`,
  tooLarge: (name: string) => `${name} is too large (max 1GB).`,
  failed: (name: string, message: string) => `Failed to upload ${name}: ${message}`,
  removed: (name: string) => `${name} removed successfully`,
} as const;

/** product.md §P4.4.4: what an upload failure says, by storage code; other codes say the error's own message. */
export const STORAGE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  "storage/unauthorized": "Storage access denied. Please check your connection.",
  "storage/network-request-failed": "Network error. Please check your internet connection.",
  "storage/quota-exceeded": "Storage quota exceeded. Please try a smaller file.",
};

/** product.md §P4.3.2: the "No examples yet?" tip's video ideas. */
export const VIDEO_IDEAS = [
  { title: "Unboxing", text: "Open something you bought recently and react as you go." },
  { title: "Testimonial or review", text: "Tell the camera honestly what you love about a product you use." },
  { title: "Spend-the-day vlog", text: "Take us through your day, with a product in the story." },
  { title: "Try-on", text: "Clothes, shoes or accessories: show the fit and how you would style them." },
  { title: "App demo or screen-record voiceover", text: "Record your screen and talk us through an app you like." },
  { title: "Get-ready-with-me", text: "Chat to the camera while you do your make-up, hair or outfit." },
  {
    title: '"What no one tells you" hooks',
    text: "Open with a hook like “What no one tells you about…” and keep the first three seconds tight.",
  },
] as const;
