// The social card process (see painter.ts): draws each card it is sent and
// sends the PNG back, or why it could not.
import { cardDrawer, type DrawerSetup } from './draw.ts';
import type { CardReply, CardRequest } from './painter.ts';

const drawn = cardDrawer(JSON.parse(process.argv[2] ?? '{}') as DrawerSetup);
drawn.catch(() => undefined);
// The painter closing the channel, or the build ending without closing it, ends the process.
process.on('disconnect', () => process.exit());
process.on('message', async ({ props }: CardRequest) => {
  let reply: CardReply;
  try {
    reply = { png: await (await drawn)(props) };
  } catch (err) {
    reply = { error: (err as Error).message };
  }
  process.send?.(reply);
});
