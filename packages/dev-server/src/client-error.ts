import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

// How long a connection that sent an unparseable request may go on sending
// before it is cut off.
const LINGER_MS = 2_000;

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const answered = new WeakSet<Duplex>();

/**
 * Answers a request Node could not parse (a 40 KB path, a broken request line)
 * and closes the connection without resetting it.
 *
 * Node's own answer destroys the socket at once. When the client is still
 * sending (a long header arrives in several reads on a loaded machine), the
 * kernel then resets the connection, and a client that had not yet read the
 * 431 sees ECONNRESET or EPIPE instead. So: answer, close our half, and read
 * and discard what the client still sends until it closes or LINGER_MS pass.
 * Node calls this again for every later chunk of the same bad request; those
 * calls only go on discarding.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  socket.on('error', () => socket.destroy());
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_CODE[err.code ?? ''] ?? 400;
  const text = `${STATUS_CODES[status]}\n`;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
  socket.on('end', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
