// HTTP requests written byte for byte on a socket: fetch and http.request
// normalise or reject the odd paths that a path-traversal test must send.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(port: number, target: string, extraHeaders: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    const { Host: host = `127.0.0.1:${port}`, ...others } = extraHeaders;
    const extra = Object.entries(others)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`, 'latin1');
  });
}

export interface PiecesResult {
  received: string;
  /** Socket errors the client saw (EPIPE, ECONNRESET), in order. */
  errors: string[];
}

/**
 * Sends one request in pieces, `gapMs` apart, the way a long header arrives
 * over a slow or loaded connection, and returns what came back. The socket
 * is half-open so the client can go on sending after the server's answer.
 */
export async function sendInPieces(port: number, pieces: string[], gapMs = 150): Promise<PiecesResult> {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  const errors: string[] = [];
  let received = '';
  socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
  socket.on('data', (d) => {
    received += d.toString('latin1');
  });
  const pause = () => new Promise((r) => setTimeout(r, gapMs));
  for (const [i, piece] of pieces.entries()) {
    if (i === pieces.length - 1) socket.end(piece, 'latin1');
    else socket.write(piece, 'latin1');
    await pause();
  }
  socket.destroy();
  return { received, errors };
}

/** A request target far over Node's 16 KB header limit, sent in three pieces. */
export const OVERSIZED_IN_PIECES = [`GET /${'a'.repeat(20_000)}`, 'b'.repeat(30_000), ' HTTP/1.1\r\nHost: x\r\n\r\n'];
