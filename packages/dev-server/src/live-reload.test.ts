import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLiveReload, type LiveReload } from './live-reload.ts';

let live: LiveReload;
let server: http.Server;
let port: number;

/** A server whose every upgrade request goes to live reload (serve checks the token first: server.ts). */
async function start() {
  live = createLiveReload();
  server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => live.attach(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  live.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** An open page's socket and the messages it has received. */
async function page() {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  const received: unknown[] = [];
  const waiting: Array<() => void> = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const wake of waiting.splice(0)) wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  /** Resolves once `n` messages have come. */
  const messages = async (n: number) => {
    while (received.length < n) await new Promise<void>((resolve) => waiting.push(resolve));
    return received;
  };
  return { socket, received, messages };
}

/** Resolves when the server has seen `n` sockets open. */
async function openSockets(n: number) {
  while (live.size !== n) await new Promise((r) => setTimeout(r, 10));
}

describe('live reload', () => {
  it('sends a standing error to a page that connects later, until a reload clears it', async () => {
    await start();
    live.showError('error content/a.md:3 Broken link');
    const late = await page();
    expect(await late.messages(1)).toEqual([{ type: 'build-error', text: 'error content/a.md:3 Broken link' }]);
    expect(live.showsError).toBe(true);
    live.reload();
    expect((await late.messages(2))[1]).toEqual({ type: 'reload' });
    expect(live.showsError).toBe(false);
    const after = await page();
    live.showError('error content/b.md:1 Broken link');
    expect(await after.messages(1)).toEqual([{ type: 'build-error', text: 'error content/b.md:1 Broken link' }]);
  });

  it('forgets a page whose socket closed', async () => {
    await start();
    const open = await page();
    await openSockets(1);
    open.socket.close();
    await openSockets(0);
  });

  it('closes the socket of a page that sends a malformed frame or too much, and goes on serving the others', async () => {
    await start();
    const other = await page();
    const noisy = await page();
    const closed = new Promise((resolve) => noisy.socket.once('close', resolve));
    noisy.socket.send('x'.repeat(64 * 1024));
    await closed;
    // Raw bytes after a handshake: an unmasked frame with a reserved opcode.
    const raw = net.connect(port, '127.0.0.1');
    raw.on('error', () => undefined);
    raw.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await new Promise((resolve) => raw.once('data', resolve));
    const rawClosed = new Promise((resolve) => raw.once('close', resolve));
    raw.write(Buffer.from([0x83, 0x05, 1, 2, 3, 4, 5]));
    await rawClosed;
    await openSockets(1);
    live.reload();
    expect(await other.messages(1)).toEqual([{ type: 'reload' }]);
  });

  it('answers a handshake it cannot complete with 400', async () => {
    await start();
    const raw = net.connect(port, '127.0.0.1');
    let answer = '';
    raw.on('data', (d) => (answer += d));
    raw.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await new Promise((resolve) => raw.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(live.size).toBe(0);
  });
});
