const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id filter from the page's URL (a typed or stale value that is not an id is ignored, not sent). */
export function idParam(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name);
  return raw && UUID.test(raw) ? raw : undefined;
}
