type StorageArea = 'localStorage' | 'sessionStorage';

// Storage access throws when the browser blocks it (private modes, disabled cookies); the app must
// still work then, only without remembering things.
function area(name: StorageArea): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export function readStorage(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(name: StorageArea, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Quota or privacy errors: forgetting the value is the only sensible fallback.
  }
}

export function removeStorage(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Reads a value and removes it, for one-shot hand-overs between screens. */
export function takeStorage(name: StorageArea, key: string): string | null {
  const value = readStorage(name, key);
  if (value !== null) removeStorage(name, key);
  return value;
}
