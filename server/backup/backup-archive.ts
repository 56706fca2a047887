import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';

/**
 * The complete backup folder `backupDir/name` as one tar archive (GNU tar, as the restore unpacks
 * it), streamed as it is written: a backup of many gigabytes never sits in memory or on disk twice.
 * A tar that fails half-way ends the stream with an error, so a download is cut off, never whole-looking.
 */
export function backupArchive(backupDir: string, name: string): Readable {
  const tar = spawn('tar', ['--create', '--directory', backupDir, '--', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const archive = new PassThrough();
  let complaint = '';
  tar.stderr.on('data', (chunk: Buffer) => {
    if (complaint.length < 2000) complaint += chunk.toString();
  });
  tar.stdout.pipe(archive, { end: false });
  tar.on('error', (error) => archive.destroy(error));
  tar.on('close', (code) => {
    if (code === 0) archive.end();
    else archive.destroy(new Error(`tar stopped (${code ?? 'killed'}): ${complaint.trim()}`));
  });
  // A download given up stops tar.
  archive.on('close', () => tar.kill());
  return archive;
}
