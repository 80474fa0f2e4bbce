/** Where the app keeps the reader's language (localStorage); also read by index.html's boot script. */
export const LANGUAGE_STORAGE_KEY = 'lang'
