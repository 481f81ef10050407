export const FOOTER_ID = "footer";
export const FOOTER_SCROLL_DELAY_MS = 100;
