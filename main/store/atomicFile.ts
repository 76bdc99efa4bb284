import {
  closeSync,
  fsyncSync,
  openSync,
  renameSync,
  writeSync,
  readFileSync,
  existsSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Write-then-rename with fsync of the file and its folder, so a crash leaves either the old
 * file or the new one, never a torn mix.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(tmp, 'w', mode);
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, file);
  } catch (e) {
    if (existsSync(tmp)) unlinkSync(tmp);
    throw e;
  }
  fsyncDir(path.dirname(file));
}

function fsyncDir(dir: string): void {
  // Windows cannot open a directory for fsync; rename there is already durable enough.
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function readFileIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}
