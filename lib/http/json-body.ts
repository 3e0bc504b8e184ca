/**
 * Reads a JSON request body without ever holding more than `maxBytes` of it: a declared or
 * actual size over the limit is a 413, anything that is not JSON a 400.
 */
type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: 'The request body is too large.' } as const;
  const notJson = { ok: false, status: 400, error: 'The request body must be JSON.' } as const;
  const declared = request.headers.get('content-length');
  if (Number(declared ?? 0) > maxBytes) return tooLarge;
  if (!request.body) return notJson;

  // Node's HTTP parser reads no more than a declared length, so within the limit the body can be
  // read in one go (several times cheaper than chunk by chunk); the size is checked again anyway.
  if (declared !== null) {
    const text = await request.text();
    if (Buffer.byteLength(text) > maxBytes) return tooLarge;
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return notJson;
    }
  }

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return notJson;
  }
}
