import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/**
 * Temp file in the same folder, write, fsync, rename over the target, fsync the folder:
 * a crash at any point leaves the old file or the new one, never a torn mix.
 */
export async function writeFileAtomic(file: string, data: Uint8Array): Promise<void> {
  await commitTemp(await writeTemp(file, data), file);
}

/**
 * The first half of writeFileAtomic: `data` written and fsynced to a temp file beside `file`
 * (swept by removeStaleTemps if its writer dies), so it can be read back and checked before
 * commitTemp puts it in place.
 */
export async function writeTemp(file: string, data: Uint8Array): Promise<string> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fh = await open(tmp, 'wx', 0o600);
  try {
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
  return tmp;
}

/** The second half: renames the temp file over `file` and fsyncs the folder. */
export async function commitTemp(tmp: string, file: string): Promise<void> {
  try {
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
  await fsyncDir(path.dirname(file));
}

async function fsyncDir(dir: string): Promise<void> {
  // Windows cannot open a folder for fsync; its rename is already journaled.
  if (process.platform === 'win32') return;
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Removes temp files of `base` left by a writer that died (its pid is gone). */
export async function removeStaleTemps(dir: string, base: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m || m[1] !== base || isAlive(Number(m[2]))) continue;
    await rm(path.join(dir, name), { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
