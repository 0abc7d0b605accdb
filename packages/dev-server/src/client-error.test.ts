import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERSIZED_IN_PIECES, sendInPieces } from '../../../test/helpers/raw-http.ts';
import { answerClientError } from './client-error.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

async function listen(): Promise<number> {
  const server = http.createServer((_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as net.AddressInfo).port;
}

describe('answerClientError', () => {
  // The client goes on sending its oversized request after the server has
  // answered it: a long header split over several reads. Node's own handler
  // closes the socket with those bytes unread and the client's next write
  // fails with EPIPE or ECONNRESET; this one keeps reading until the client is done.
  it('answers an oversized request with 431 and lets the client finish sending without a reset', async () => {
    const port = await listen();
    const { received, errors } = await sendInPieces(port, OVERSIZED_IN_PIECES);
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(received).toMatch(/\r\n\r\nRequest Header Fields Too Large\n$/);
    expect(errors).toEqual([]);
  });

  it('answers a broken request line with 400 and the server goes on serving', async () => {
    const port = await listen();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('latin1');
      });
      socket.on('error', reject);
      socket.on('end', () => resolve(text));
      socket.write('GET / HTTP/1.1\r\nHost x\r\n\r\n');
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
  });
});
