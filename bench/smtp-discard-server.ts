// A mail server for benchmarks, as its own process so it takes no CPU from the load generator:
// accepts every message, counts it and throws it away. Prints "SMTP listening on <port>".
import { SMTPServer } from 'smtp-server';

let accepted = 0;
const server = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      accepted += 1;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  const { port } = (
    server as unknown as { server: import('node:net').Server }
  ).server.address() as import('node:net').AddressInfo;
  console.log(`SMTP listening on ${port}`);
});
process.on('SIGTERM', () => {
  console.log(`SMTP accepted ${accepted}`);
  server.close(() => process.exit(0));
});
