import { closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliFailure, ExitCode } from './io';

/**
 * The files a command reads or writes, checked before it opens a database or does any work (issue 9
 * finding 10: `db restore` of a missing file took 16 s to fail, `db backup` into a missing folder died
 * with a stack trace). Each problem is one sentence naming the path and what is wrong, exit code 1.
 */

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';

const reasonOf = (error: unknown) => {
  switch (codeOf(error)) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return error instanceof Error ? error.message : String(error);
  }
};

const refuse = (message: string) => new CliFailure(message, ExitCode.Refused);

/** `file` exists, is a file, and its first byte can be read. */
export function checkReadableFile(file: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT') throw refuse(`${file} does not exist.`);
    if (code === 'ENOTDIR')
      throw refuse(`${file} does not exist: a part of its path is a file, not a folder.`);
    throw refuse(`${file} cannot be read (${reasonOf(error)}).`);
  }
  if (!isFile) throw refuse(`${file} is a folder (or a device), not a file.`);
  let fd: number | null = null;
  try {
    fd = openSync(file, 'r');
    readSync(fd, Buffer.alloc(1), 0, 1, null);
  } catch (error) {
    throw refuse(`${file} cannot be read (${reasonOf(error)}).`);
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * `file` can be written: it is not a folder, it does not exist unless `replace`, and its folder exists
 * and takes a new file (tried with a short-lived probe file, since permission bits do not stop root).
 */
export function checkWritableFile(file: string, options: { replace: boolean; replaceHint?: string }): void {
  const folder = dirname(file);
  try {
    const existing = statSync(file);
    if (existing.isDirectory()) throw refuse(`${file} is a folder, not a file.`);
    if (!options.replace) {
      throw refuse(`${file} already exists; ${options.replaceHint ?? 'choose another file'}.`);
    }
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    const code = codeOf(error);
    if (code === 'ENOTDIR')
      throw refuse(`${file} cannot be written: a part of its path is a file, not a folder.`);
    if (code !== 'ENOENT') throw refuse(`${file} cannot be written (${reasonOf(error)}).`);
  }
  try {
    if (!statSync(folder).isDirectory())
      throw refuse(`${file} cannot be written: ${folder} is not a folder.`);
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    if (codeOf(error) === 'ENOENT')
      throw refuse(`${file} cannot be written: the folder ${folder} does not exist.`);
    throw refuse(`${file} cannot be written (${reasonOf(error)}).`);
  }
  const probe = join(folder, `.relomove-write-check-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx', 0o600));
  } catch (error) {
    throw refuse(
      `${file} cannot be written: the folder ${folder} does not take new files (${reasonOf(error)}).`,
    );
  }
  rmSync(probe, { force: true });
}
