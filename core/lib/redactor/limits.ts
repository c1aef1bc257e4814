/** Text accepted by the server (the API and the no-JavaScript form): 1 MB of UTF-8. */
export const MAX_SERVER_TEXT_BYTES = 1024 * 1024;
/** Files the browser redacts on the device, in chunks. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
