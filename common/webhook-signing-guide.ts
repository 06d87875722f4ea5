/**
 * How a customer verifies a webhook delivery (issue 33): shown on the API reference page
 * (/api/docs) and in the profile's API access section, so both say the same. The Node.js example
 * is run by a test against a real delivery (server/src/modules/public-api/public-api.test.ts);
 * the scheme itself is docs/decisions/025-public-api.md and `signWebhook` on the server.
 */
export const WEBHOOK_SIGNING_GUIDE = {
  heading: 'Verifying webhook signatures',
  intro:
    'Every delivery is signed with the secret of its endpoint (whsec_…, shown once when you add the endpoint). Check the signature before you trust a delivery: anyone can POST to your URL, and only Reelwright knows the secret.',
  facts: [
    ['Header', 'Reelwright-Signature: t=<unix seconds>,v1=<signature>'],
    ['Algorithm', 'HMAC-SHA256 keyed with the endpoint secret (the whole string, whsec_ included), written as lowercase hex'],
    ['What is signed', 'the text "<t>.<raw body>": the t value from the header, a dot, then the request body exactly as received, before any JSON parsing'],
    ['Tolerance', '300 seconds: refuse a delivery whose t is more than 5 minutes from your clock, so a captured delivery cannot be replayed later'],
    [
      'Retries',
      "a delivery is retried (up to 8 times, backing off) until your endpoint answers 2xx within 10 seconds; each attempt is signed again with a new t, and the body's id stays the same, so de-duplicate on it",
    ],
  ] as const satisfies readonly (readonly [string, string])[],
  steps: [
    'Read the raw body and the Reelwright-Signature header.',
    'Split the header on commas into t and v1.',
    'Refuse the delivery if t is more than 300 seconds from now.',
    'Compute HMAC-SHA256 of "<t>.<raw body>" with your endpoint secret, as hex.',
    'Compare it with v1 in constant time; accept only if they match, then parse the JSON.',
  ],
  examples: [
    {
      id: 'node',
      language: 'Node.js',
      code: `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: your endpoint's whsec_… secret; header: the Reelwright-Signature header;
// rawBody: the body exactly as received (string or Buffer), before JSON.parse.
export function verifyReelwrightSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false; // too old: a replay
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(rawBody).digest('hex');
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

// With Express: keep the raw body for the check, parse it after.
// app.post('/webhooks/reelwright', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!verifyReelwrightSignature(process.env.REELWRIGHT_WEBHOOK_SECRET, req.get('Reelwright-Signature'), req.body)) return res.sendStatus(400);
//   const event = JSON.parse(req.body); // { id, type, createdAt, data: { videoId, status, reason } }
//   res.sendStatus(200);
// });
`,
    },
    {
      id: 'python',
      language: 'Python',
      code: `import hashlib
import hmac
import time


def verify_reelwright_signature(secret: str, header: str, raw_body: bytes, tolerance_seconds: int = 300) -> bool:
    """secret: your endpoint's whsec_... secret; header: Reelwright-Signature; raw_body: the body as received."""
    parts = dict(part.split("=", 1) for part in (header or "").split(",") if "=" in part)
    try:
        t = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if "v1" not in parts or abs(time.time() - t) > tolerance_seconds:  # too old: a replay
        return False
    expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts["v1"])


# With Flask: request.get_data() is the raw body.
# @app.post("/webhooks/reelwright")
# def reelwright_webhook():
#     if not verify_reelwright_signature(os.environ["REELWRIGHT_WEBHOOK_SECRET"], request.headers.get("Reelwright-Signature", ""), request.get_data()):
#         abort(400)
#     event = request.get_json()
#     return "", 200
`,
    },
  ],
} as const;
