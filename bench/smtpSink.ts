// A loopback SMTP server for bench:mail that accepts every mail and counts it, unparsed, in a process
// of its own so that it does not share an event loop with the sender it measures. Prints its port.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 0,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
server.listen(0, '127.0.0.1', () => console.log(String((server.server.address() as AddressInfo).port)));
process.on('SIGTERM', () => process.exit(0));
