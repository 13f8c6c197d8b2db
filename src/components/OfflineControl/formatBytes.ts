/** Sizes as readers know them: KB below a megabyte, MB with one decimal above (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
