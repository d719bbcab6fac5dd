import { readFile, writeFile } from 'node:fs/promises';

/**
 * A generator's last step: with --check, exit 1 (saying how to write it again) when `file` does not hold
 * `text`; otherwise write it and say so. `script` is the generator's path, as it is run from the repository.
 */
export async function writeOrCheck(file: string, text: string, script: string): Promise<void> {
  if (process.argv.includes('--check')) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${file} is stale: run npx tsx ${script}`);
      process.exit(1);
    }
    return;
  }
  await writeFile(file, text);
  console.log(`wrote ${file} (${text.length} bytes)`);
}
