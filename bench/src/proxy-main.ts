// Entry of the proxy process (proxy-process.ts): the upstream URLs are the arguments; prints
// {"url": …} once listening and closes on SIGTERM.
import { startReverseProxy } from '../../apps/server/test/reverse-proxy.ts';

const proxy = await startReverseProxy(process.argv.slice(2), { keepAlive: true });
process.stdout.write(`${JSON.stringify({ url: proxy.url })}\n`);
process.once('SIGTERM', () => {
  void proxy.close().then(() => process.exit(0));
});
