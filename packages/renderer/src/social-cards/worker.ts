// The social card thread (see thread.ts): draws each card it is sent and
// posts the PNG back, or why it could not.
import { parentPort, workerData } from 'node:worker_threads';
import { cardDrawer, type DrawerSetup } from './draw.ts';
import type { CardRequest, CardReply } from './thread.ts';

const drawn = cardDrawer(workerData as DrawerSetup);
drawn.catch(() => undefined);
parentPort!.on('message', async ({ props }: CardRequest) => {
  let reply: CardReply;
  try {
    const png = await (await drawn)(props);
    reply = { png };
  } catch (err) {
    reply = { error: (err as Error).message };
  }
  parentPort!.postMessage(reply, 'png' in reply ? [reply.png.buffer as ArrayBuffer] : []);
});
