/**
 * §3 "Client state is persisted locally": the one place that touches localStorage. Reading never
 * throws: storage may be missing or blocked (privacy settings), and anything unreadable is removed.
 * Shared by the stored quote (quote-storage.ts) and the form and search state (form-storage.ts).
 */

/** localStorage, or null where it is missing or blocked; the app works without it. */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Removes a key; a blocked store has nothing to remove. */
export function forgetLocal(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/**
 * The value under `key` if `parse` accepts it (parse returns null for anything it does not); a value that
 * is not JSON or that parse refuses is removed, so bad data is read at most once.
 */
export function readLocal<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const store = localStore();
  if (!store) return null;
  let parsed: T | null = null;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    parsed = parse(JSON.parse(raw));
  } catch {
    // Not JSON: discarded below.
  }
  if (parsed === null) forgetLocal(key);
  return parsed;
}

/** Writes `value` as JSON; a full or blocked store only means it is not remembered. */
export function writeLocal(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do.
  }
}
