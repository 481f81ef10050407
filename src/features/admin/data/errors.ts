/** `code` of an answer that arrived but could not be read (the product's "Error processing data"). */
export const INVALID_DATA = "invalid-data";
