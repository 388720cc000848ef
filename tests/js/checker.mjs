#!/usr/bin/env node
// Independent checker of price receipts v0.1, written only from shared/FORMAT.md and shared/API.md.
//
// Usage:
//   node checker.mjs              stdin {"answer": <answer or MCP tool result>, "keys": <key list>}
//                                 stdout {"checks": [{path, kind, ok, reason, claim}]}
//                                 exit 0 iff there is at least one check and every check is ok
//   node checker.mjs --canonical  stdin any JSON value; stdout its RFC 8785 form (claim rules:
//                                 integers only, safe range, no -0, no lone surrogates)
//   node checker.mjs --many       stdin [{"answer", "keys"}, …]; stdout [{"checks": …}, …]
//   node checker.mjs --canonical-each  stdin [values]; stdout one line each: canonical or "!why"
//
// Zero dependencies: Node 20's WebCrypto verifies Ed25519 and hashes SHA-256.

import { pathToFileURL } from "node:url";

const { subtle } = globalThis.crypto;
const FORMAT_VERSION = "0.1";
const READ_VALUES = new Set(["page"]); // FORMAT.md: "page" is every v0.1 price; others reserved
const RECEIPT_FIELDS = ["v", "key_id", "issued_at", "read", "sig"];
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const B64URL = /^[A-Za-z0-9_-]*$/;

/** A check failed for a reason worth reporting; anything else is a bug in this checker. */
export class CheckError extends Error {}

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// ---------------------------------------------------------------- RFC 8785 canonical JSON

function hasLoneSurrogate(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

function canonicalString(s) {
  // A lone surrogate has no UTF-8 form: TextEncoder would turn it into U+FFFD, so two
  // different strings would sign the same bytes (RFC 8785 §3.2.2.2 needs valid Unicode).
  if (hasLoneSurrogate(s)) throw new CheckError("string holds a lone surrogate");
  // RFC 8785 §3.2.2.2 is ECMAScript's JSON.stringify for strings, byte for byte.
  return JSON.stringify(s);
}

// UTF-16 code unit order (RFC 8785 §3.2.3); `<` on JS strings compares code units.
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical JSON text of `value` under FORMAT.md's claim rules (integers only). */
export function canonicalize(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return canonicalString(value);
    case "number":
      // FORMAT.md: "No floats anywhere in a claim"; price_minor is a JavaScript safe integer.
      if (Object.is(value, -0)) throw new CheckError("negative zero in a claim");
      if (!Number.isSafeInteger(value)) throw new CheckError(`not a safe integer: ${value}`);
      return JSON.stringify(value);
    case "object":
      if (Array.isArray(value)) return `[${value.map(canonicalize).join(",")}]`;
      return `{${Object.keys(value)
        .sort(byCodeUnits)
        .map((k) => `${canonicalString(k)}:${canonicalize(value[k])}`)
        .join(",")}}`;
    default:
      throw new CheckError(`cannot canonicalize a ${typeof value}`);
  }
}

// ---------------------------------------------------------------- small strict readers

function strictB64url(s, nbytes, what) {
  if (typeof s !== "string" || !B64URL.test(s)) {
    throw new CheckError(`${what} is not base64url without padding`);
  }
  const buf = Buffer.from(s, "base64url");
  if (buf.length !== nbytes) throw new CheckError(`${what} decodes to ${buf.length} bytes, not ${nbytes}`);
  // Node's decoder ignores the spare low bits of the last character; re-encoding catches a
  // changed last character that would otherwise decode to the same bytes.
  if (buf.toString("base64url") !== s) throw new CheckError(`${what} is not canonical base64url`);
  return new Uint8Array(buf);
}

function str(v, what) {
  if (typeof v !== "string") throw new CheckError(`${what} is missing or not a string`);
  return v;
}

function obj(v, what) {
  if (!isObj(v)) throw new CheckError(`${what} is missing or not an object`);
  return v;
}

function isoMs(v, what) {
  // FORMAT.md: exactly as Date.prototype.toISOString writes it.
  str(v, what);
  const t = new Date(v);
  if (!ISO_MS.test(v) || Number.isNaN(t.getTime()) || t.toISOString() !== v) {
    throw new CheckError(`${what} is not an ISO 8601 UTC time with milliseconds: ${v}`);
  }
  return v;
}

async function sha256Hex(bytes) {
  const d = new Uint8Array(await subtle.digest("SHA-256", bytes));
  return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------- keys

class KeyList {
  constructor(doc) {
    if (!isObj(doc) || !Array.isArray(doc.keys)) throw new Error('key list has no "keys" array');
    this.entries = doc.keys;
    this.cache = new Map();
  }

  /** The verifying key for `keyId`, after checking its entry against FORMAT.md. */
  async lookup(keyId) {
    if (this.cache.has(keyId)) return this.cache.get(keyId);
    const found = this.entries.filter((e) => isObj(e) && e.key_id === keyId);
    if (found.length === 0) throw new CheckError(`unknown key_id ${keyId}`);
    if (found.length > 1) throw new CheckError(`key_id ${keyId} is listed ${found.length} times`);
    const entry = found[0];
    const jwk = obj(entry.jwk, "key jwk");
    if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519") throw new CheckError("key jwk is not OKP/Ed25519");
    const raw = strictB64url(jwk.x, 32, "key jwk.x");
    // FORMAT.md: key_id = first 16 lowercase hex of SHA-256 over the raw 32-byte public key.
    const derived = (await sha256Hex(raw)).slice(0, 16);
    if (derived !== keyId) throw new CheckError(`key_id ${keyId} does not match its key (${derived})`);
    if (entry.status !== "active" && entry.status !== "retired") {
      throw new CheckError(`key status is ${JSON.stringify(entry.status)}, not active or retired`);
    }
    let key;
    try {
      key = await subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: jwk.x }, { name: "Ed25519" }, false, [
        "verify",
      ]);
    } catch (exc) {
      throw new CheckError(`key ${keyId} does not import: ${exc.message}`);
    }
    const result = { key, entry };
    this.cache.set(keyId, result);
    return result;
  }
}

function checkKeyWindow(entry, issuedAt) {
  // A key can only have signed while it existed and before it was retired; all times share
  // one fixed-width UTC format, so string order is time order.
  if (typeof entry.created_at === "string" && ISO_MS.test(entry.created_at) && issuedAt < entry.created_at) {
    throw new CheckError(`issued_at ${issuedAt} is before its key was created (${entry.created_at})`);
  }
  if (typeof entry.retired_at === "string" && ISO_MS.test(entry.retired_at) && issuedAt > entry.retired_at) {
    throw new CheckError(`issued_at ${issuedAt} is after its key was retired (${entry.retired_at})`);
  }
}

// ---------------------------------------------------------------- claims

/** Claim fields (without the receipt's own) for one priced object, per FORMAT.md's table. */
function shownFields(kind, item, productName) {
  const product = str(productName, "product.name");
  const proof = obj(item.proof, "proof");
  const fields = {
    listing: str(proof.listing, "proof.listing"),
    product,
    checked_at: isoMs(item.checked_at, "checked_at"),
    proof: str(proof.fingerprint, "proof.fingerprint"),
  };
  if (kind === "lowest") {
    fields.store = str(item.shop, "lowest.shop");
    if (typeof item.amount !== "number" || !Number.isFinite(item.amount)) {
      throw new CheckError("lowest.amount is missing or not a number");
    }
    const hundredths = item.amount * 100;
    const rounded = Math.round(hundredths);
    // Digits past the hundredths would be shown but not signed (FORMAT.md: amount must be
    // derived from minor units so that amount × 100 rounds back to them).
    if (Math.abs(hundredths - rounded) > 1e-6) {
      throw new CheckError(`lowest.amount ${item.amount} is not a whole number of hundredths`);
    }
    fields.price_minor = rounded;
    fields.currency = str(item.currency, "lowest.currency");
  } else {
    fields.store = str(obj(item.shop, "shop").domain, "shop.domain");
    const price = obj(item.price, "price");
    if (!Number.isSafeInteger(price.minor)) throw new CheckError("price.minor is not a safe integer");
    fields.price_minor = price.minor;
    fields.currency = str(price.currency, "price.currency");
    if (kind === "offer") {
      fields.stock = str(item.stock, "stock");
    } else if ("stock" in item) {
      // API.md: a history point is an offer without stock; a shown stock would go unsigned.
      throw new CheckError("history point shows stock, which v0.1 does not sign for history");
    }
  }
  return fields;
}

/** Check one priced object; returns {ok, reason, claim}. */
async function checkPriced(kind, item, productName, keys) {
  let claim = null;
  try {
    // 1. The receipt sits beside the proof and holds exactly the v0.1 fields (nothing about
    //    who asked: FORMAT.md rule 2).
    if (!isObj(item)) throw new CheckError("priced object is not an object");
    if (!("receipt" in item)) throw new CheckError("no receipt");
    const r = obj(item.receipt, "receipt");
    const extra = Object.keys(r).filter((k) => !RECEIPT_FIELDS.includes(k));
    if (extra.length) throw new CheckError(`receipt has fields outside v0.1: ${extra.join(", ")}`);
    // 2. Receipt fields are well formed.
    if (r.v !== FORMAT_VERSION) throw new CheckError(`receipt v is ${JSON.stringify(r.v)}, not "0.1"`);
    if (typeof r.key_id !== "string" || !KEY_ID.test(r.key_id)) {
      throw new CheckError("receipt key_id is not 16 lowercase hex characters");
    }
    isoMs(r.issued_at, "receipt issued_at");
    if (!READ_VALUES.has(r.read)) throw new CheckError(`receipt read is ${JSON.stringify(r.read)}, not "page"`);
    // 3. Rebuild the claim from the values the answer shows.
    const fields = shownFields(kind, item, productName);
    const full = { ...fields, v: r.v, key_id: r.key_id, issued_at: r.issued_at, read: r.read };
    // 4. Canonical bytes (RFC 8785), UTF-8.
    claim = canonicalize(full);
    // 5. The key: listed once, key_id derived from it, in its lifetime.
    const { key, entry } = await keys.lookup(r.key_id);
    checkKeyWindow(entry, r.issued_at);
    // 6. The signature over the canonical bytes.
    const sig = strictB64url(r.sig, 64, "receipt sig");
    const good = await subtle.verify({ name: "Ed25519" }, key, sig, new TextEncoder().encode(claim));
    if (!good) throw new CheckError("bad signature");
    return { ok: true, reason: `verified by key ${r.key_id} (${entry.status})`, claim };
  } catch (exc) {
    if (!(exc instanceof CheckError)) throw exc;
    return { ok: false, reason: exc.message, claim };
  }
}

// ---------------------------------------------------------------- answers

function deepEqual(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return Object.is(a, b);
}

/** The tool answer inside an HTTP answer, an MCP tool result, or a JSON-RPC response. */
export function unwrapAnswer(a) {
  if (isObj(a) && "jsonrpc" in a && isObj(a.result)) a = a.result;
  if (isObj(a) && ("structuredContent" in a || Array.isArray(a.content))) {
    if (a.isError) throw new Error("the MCP tool result is an error");
    let fromText;
    if (Array.isArray(a.content) && isObj(a.content[0]) && typeof a.content[0].text === "string") {
      fromText = JSON.parse(a.content[0].text);
    }
    const structured = a.structuredContent;
    if (structured !== undefined && fromText !== undefined && !deepEqual(unwrapResult(structured), fromText)) {
      throw new Error("MCP structuredContent and content[0].text disagree");
    }
    a = structured !== undefined ? structured : fromText;
  }
  return unwrapResult(a);
}

// MCP servers wrap an output that is not an object as {"result": …}.
const unwrapResult = (a) => (isObj(a) && Object.keys(a).length === 1 && isObj(a.result) ? a.result : a);

/** Every check for one answer of any of the six tools. */
export async function checkAnswer(rawAnswer, keyDoc) {
  const answer = unwrapAnswer(rawAnswer);
  if (!isObj(answer)) throw new Error("answer is not an object");
  const keys = new KeyList(keyDoc);
  const answerProduct = isObj(answer.product) ? answer.product.name : undefined;
  const checks = [];
  const add = async (path, kind, item, productName) => {
    checks.push({ path, kind, ...(await checkPriced(kind, item, productName, keys)) });
  };
  if (Array.isArray(answer.points)) {
    for (const [i, p] of answer.points.entries()) await add(`points[${i}]`, "history_point", p, answerProduct);
  }
  if (Array.isArray(answer.results)) {
    for (const [i, r] of answer.results.entries()) {
      if (isObj(r) && "lowest" in r) {
        // find: `lowest` only when a country was given; null means no price to show.
        if (r.lowest === null) continue;
        await add(`results[${i}].lowest`, "lowest", r.lowest, isObj(r.product) ? r.product.name : undefined);
      } else if (isObj(r) && "price" in r) {
        // market_scan offers carry their own product, and that one is used (FORMAT.md).
        const own = isObj(r.product) ? r.product.name : undefined;
        await add(`results[${i}]`, "offer", r, own !== undefined ? own : answerProduct);
      } else if (!(isObj(r) && isObj(r.product))) {
        // Neither a find result without a country nor an offer: nothing we can place.
        checks.push({ path: `results[${i}]`, kind: "offer", ok: false, reason: "unrecognised result", claim: null });
      }
    }
  }
  return checks;
}

// ---------------------------------------------------------------- command line

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/** One {"answer", "keys"} input to {out, code}; code 0 iff ≥1 check and all ok, 2 if unreadable. */
async function checkInput(input) {
  try {
    if (!isObj(input) || !("answer" in input) || !("keys" in input)) {
      throw new Error('input must be {"answer": …, "keys": …}');
    }
    const checks = await checkAnswer(input.answer, input.keys);
    return { out: { checks }, code: checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1 };
  } catch (exc) {
    return { out: { checks: [], error: exc.message }, code: 2 };
  }
}

/** One output line per value: its canonical form, or "!" and why not (canonical JSON has no raw newline). */
function canonicalLine(value) {
  try {
    return canonicalize(value);
  } catch (exc) {
    return `!${exc.message}`;
  }
}

async function main(argv) {
  let input;
  try {
    input = JSON.parse(await readStdin());
  } catch (exc) {
    const why = `stdin is not JSON: ${exc.message}`;
    if (argv.length === 0) process.stdout.write(`${JSON.stringify({ checks: [], error: why })}\n`);
    process.stderr.write(`${why}\n`);
    return 2;
  }
  if (argv.includes("--canonical")) {
    const line = canonicalLine(input);
    if (line.startsWith("!")) {
      process.stderr.write(`not canonicalizable: ${line.slice(1)}\n`);
      return 2;
    }
    process.stdout.write(line);
    return 0;
  }
  // Batch modes: one node start for many cases keeps the Python tests fast.
  if (argv.includes("--canonical-each")) {
    if (!Array.isArray(input)) return 2;
    process.stdout.write(input.map(canonicalLine).join("\n"));
    return 0;
  }
  if (argv.includes("--many")) {
    if (!Array.isArray(input)) return 2;
    const outs = [];
    for (const one of input) outs.push((await checkInput(one)).out);
    process.stdout.write(`${JSON.stringify(outs)}\n`);
    return 0;
  }
  const { out, code } = await checkInput(input);
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
