// A process that puts a file into a local store, sends its first bytes and then waits for ever: a test kills it mid-put.
import { localFileStore } from '../files/local-file-store';

const [dir, name] = process.argv.slice(2);

async function* firstBytesThenNothing() {
  yield Buffer.alloc(64 * 1024, 1);
  process.stdout.write('writing\n');
  await new Promise(() => {});
}

void localFileStore(dir).put(name, firstBytesThenNothing());
