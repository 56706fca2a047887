// A process that puts a file into one of the gateway's stores (`<data dir> <folder> <name>`; on the
// database DATABASE_URL names, if set), sends its first bytes and then waits for ever: a test kills it mid-put.
import { openConfiguredDatabase } from '../database';
import { fileStoreFor } from '../files/file-store-for';

const [dataDir, folder, name] = process.argv.slice(2);

async function* firstBytesThenNothing() {
  // More than one of the database store's chunks, so some of its bytes are written when it is killed.
  yield Buffer.alloc(320 * 1024, 1);
  process.stdout.write('writing\n');
  await new Promise(() => {});
}

const db = openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
void fileStoreFor(db, dataDir, folder).put(name, firstBytesThenNothing());
