/** `code` of an answer that arrived but could not be read (SPEC's "Error processing data"). */
export const INVALID_DATA = "invalid-data";
