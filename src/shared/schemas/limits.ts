/** Field limits with no zod attached, so a page can show them without loading the schemas. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_URL_LENGTH = 500;
export const MAX_TEXT_LENGTH = 500;
export const MAX_MESSAGE_LENGTH = 5000;
