/** What a file can be shown as inside the page: a PDF frame, an image, or neither (download it). */
export function previewKind(mimeType: string, name: string): 'pdf' | 'image' | null {
  const lower = name.toLowerCase();
  if (mimeType === 'application/pdf' || lower.endsWith('.pdf')) return 'pdf';
  if (mimeType.startsWith('image/') || /\.(png|jpe?g)$/.test(lower)) return 'image';
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** The app's pages frame only their own origin (the files' CSP says frame-ancestors 'self'). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
