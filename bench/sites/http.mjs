// The benchmark's HTTP client. The server may close an idle keep-alive socket just as a request is written to it
// (undici then reports UND_ERR_SOCKET, or EPIPE while it still sends a body, such as a photo upload after seconds
// of encoding): such a request never reached the Worker, so it is sent once more on a new socket.
const CLOSED_SOCKET = new Set(['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET']);

/** `fetch`, sent again once if the socket it went out on was already closed. */
export const fetch = (url, init) =>
  globalThis.fetch(url, init).catch((error) => {
    if (!CLOSED_SOCKET.has(error?.cause?.code)) throw error;
    console.log(`  ${init?.method ?? 'GET'} ${new URL(url).pathname}: ${error.cause.code}, sent again`);
    return globalThis.fetch(url, init);
  });
