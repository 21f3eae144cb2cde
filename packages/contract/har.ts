// Reading a HAR 1.2 recording (Chrome's "Export HAR", Firefox's "Save all as HAR"): the requests with
// their answers. Bodies may be base64 (`encoding: "base64"`), cut by the browser, or missing.

export class HarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarError';
  }
}

export interface HarEntry {
  method: string;
  url: string;
  status: number;
  mimeType: string;
  /** The answer's text, or null when the recording holds none. */
  body: string | null;
  /** The request's body: its content type and text (form fields as Firefox lists them, joined), or null. */
  request: { mimeType: string; text: string } | null;
  /** Chrome's `_resourceType` (`xhr`, `fetch`, `document`, …), when present. */
  resourceType: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function decodeBase64(text: string): string {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8').decode(bytes);
}

/** The entries of a HAR file's text; throws HarError (German) when it is no HAR. */
export function readHar(text: string): HarEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new HarError('Die Datei ist kein JSON und damit keine HAR-Aufnahme.');
  }
  const log = isObject(data) ? data.log : undefined;
  if (!isObject(log) || !Array.isArray(log.entries)) {
    throw new HarError('Die Datei ist keine HAR-Aufnahme (es fehlt „log.entries“).');
  }
  return log.entries.flatMap((entry): HarEntry[] => {
    if (!isObject(entry) || !isObject(entry.request) || !isObject(entry.response)) return [];
    const { request, response } = entry;
    if (typeof request.method !== 'string' || typeof request.url !== 'string') return [];
    const content = isObject(response.content) ? response.content : {};
    let body: string | null = typeof content.text === 'string' ? content.text : null;
    if (body !== null && content.encoding === 'base64') {
      try {
        body = decodeBase64(body);
      } catch {
        body = null;
      }
    }
    const post = isObject(request.postData) ? request.postData : null;
    const params = post && Array.isArray(post.params) ? post.params.filter(isObject) : [];
    const postText =
      post && typeof post.text === 'string' && post.text !== ''
        ? post.text
        : params.map((p) => `${encodeURIComponent(String(p.name ?? ''))}=${encodeURIComponent(String(p.value ?? ''))}`).join('&');
    return [
      {
        method: request.method.toUpperCase(),
        request: post ? { mimeType: typeof post.mimeType === 'string' ? post.mimeType : '', text: postText } : null,
        url: request.url,
        status: typeof response.status === 'number' ? response.status : 0,
        mimeType: typeof content.mimeType === 'string' ? content.mimeType : '',
        body,
        resourceType: typeof entry._resourceType === 'string' ? entry._resourceType : null,
      },
    ];
  });
}
