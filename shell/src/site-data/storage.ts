/** Local storage that never throws (private mode, quota, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Preferences are a nicety; the page works without them.
    }
  },
};

export function storedNumber(key: string): number | null {
  const raw = safeStorage.get(key);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}
