// The /check page: verifies price receipts (FORMAT.md v0.1) in the browser with WebCrypto
// Ed25519. Nothing pasted is sent anywhere; the only request is a GET of the public key list.
// Written from FORMAT.md; results are drawn with textContent only (pasted text is hostile).
"use strict";

(() => {
  const FORMAT_VERSION = "0.1";
  const RECEIPT_FIELDS = ["v", "key_id", "issued_at", "read", "sig"];
  const READ_VALUES = ["page"]; // FORMAT.md: "page" for every v0.1 price; others reserved
  const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  const KEY_ID = /^[0-9a-f]{16}$/;
  const B64URL = /^[A-Za-z0-9_-]*$/;
  // Fields a priced object may show (as the signer's claim builder allows). Anything else
  // beside a signed price would be unsigned text that a reader could take for signed.
  const SHOWN = {
    offer: ["shop", "price", "stock", "checked_at", "proof", "shipping", "receipt", "product"],
    history_point: ["shop", "price", "checked_at", "proof", "shipping", "receipt"],
    lowest: ["shop", "amount", "currency", "checked_at", "proof", "shipping", "receipt"],
  };
  const KIND_TEXT = { offer: "offer", history_point: "history point", lowest: "lowest price" };

  /** A price that does not check; `reason` is one of the four words the page shows. */
  class Invalid extends Error {
    constructor(reason, detail) {
      super(detail);
      this.reason = reason;
    }
  }
  const malformed = (detail) => new Invalid("malformed", detail);
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

  // ------------------------------------------------------------ RFC 8785 canonical JSON

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
    // A lone surrogate has no UTF-8 form; TextEncoder would write U+FFFD for it (RFC 8785 §3.2.2.2).
    if (hasLoneSurrogate(s)) throw malformed("a string holds a lone surrogate");
    return JSON.stringify(s); // RFC 8785 strings are ECMAScript's JSON.stringify, byte for byte
  }

  // RFC 8785 §3.2.3: keys sorted by UTF-16 code units, which is what `<` compares in JS.
  const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

  function canonicalize(value) {
    if (typeof value === "string") return canonicalString(value);
    if (typeof value === "number") {
      // FORMAT.md: no floats anywhere in a claim; price_minor is a JavaScript safe integer.
      if (!Number.isSafeInteger(value) || Object.is(value, -0)) {
        throw malformed(`not a safe integer: ${value}`);
      }
      return JSON.stringify(value);
    }
    if (isObj(value)) {
      const keys = Object.keys(value).sort(byCodeUnits);
      return `{${keys.map((k) => `${canonicalString(k)}:${canonicalize(value[k])}`).join(",")}}`;
    }
    throw malformed(`a claim holds a ${value === null ? "null" : typeof value}`);
  }

  // ------------------------------------------------------------ small strict readers

  function b64urlEncode(bytes) {
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function b64urlBytes(s, n, what) {
    if (typeof s !== "string" || !B64URL.test(s) || s.length % 4 === 1) {
      throw malformed(`${what} is not base64url without padding`);
    }
    const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4);
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    if (bytes.length !== n) throw malformed(`${what} is ${bytes.length} bytes, not ${n}`);
    // The spare low bits of the last character are ignored by decoders; re-encoding catches
    // a changed last character that would decode to the same bytes.
    if (b64urlEncode(bytes) !== s) throw malformed(`${what} is not canonical base64url`);
    return bytes;
  }

  function text(v, what) {
    if (typeof v !== "string") throw malformed(`${what} is missing or not a string`);
    return v;
  }

  function object(v, what) {
    if (!isObj(v)) throw malformed(`${what} is missing or not an object`);
    return v;
  }

  function isoMs(v, what) {
    text(v, what);
    const t = new Date(v);
    if (!ISO_MS.test(v) || Number.isNaN(t.getTime()) || t.toISOString() !== v) {
      throw malformed(`${what} is not written as toISOString writes it: ${v}`);
    }
    return v;
  }

  async function sha256Hex(bytes) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // ------------------------------------------------------------ the key list

  class KeyRing {
    constructor(doc) {
      if (!isObj(doc) || !Array.isArray(doc.keys)) throw new Error('the key list has no "keys" array');
      this.entries = doc.keys;
      this.cache = new Map();
    }

    /** {key, entry} for `keyId`, after checking its entry against FORMAT.md. */
    async lookup(keyId) {
      if (!this.cache.has(keyId)) this.cache.set(keyId, this.load(keyId));
      return this.cache.get(keyId);
    }

    async load(keyId) {
      const found = this.entries.filter((e) => isObj(e) && e.key_id === keyId);
      if (found.length === 0) throw new Invalid("unknown key", `key ${keyId} is not in the key list`);
      if (found.length > 1) throw malformed(`key ${keyId} is listed ${found.length} times`);
      const entry = found[0];
      const jwk = object(entry.jwk, "the key's jwk");
      if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519") throw malformed(`key ${keyId} is not an Ed25519 key`);
      const raw = b64urlBytes(jwk.x, 32, "the key's jwk.x");
      // FORMAT.md: key_id = first 16 lowercase hex characters of SHA-256 over the raw key.
      if ((await sha256Hex(raw)).slice(0, 16) !== keyId) {
        throw malformed(`key_id ${keyId} is not the hash of its listed key`);
      }
      if (entry.status !== "active" && entry.status !== "retired") {
        throw malformed(`key ${keyId} has status ${JSON.stringify(entry.status)}`);
      }
      let key;
      try {
        key = await crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
      } catch (exc) {
        throw malformed(`key ${keyId} does not import: ${exc.message}`);
      }
      return { key, entry };
    }
  }

  // ------------------------------------------------------------ claims (FORMAT.md table)

  /** price_minor of a lowest price: amount × 100 rounded like Math.round, and exact. */
  function lowestMinor(amount) {
    if (typeof amount !== "number" || !Number.isFinite(amount)) throw malformed("amount is not a number");
    const scaled = amount * 100;
    const rounded = Math.round(scaled);
    // Digits past the hundredths would be shown but not signed (95.001 must not pass as 95.00).
    if (Math.abs(scaled - rounded) > 1e-6 || rounded / 100 !== amount) {
      throw malformed(`amount ${amount} × 100 is not a whole number`);
    }
    return rounded;
  }

  function claimFields(kind, item, product) {
    const extra = Object.keys(item).filter((k) => !SHOWN[kind].includes(k));
    if (extra.length) throw malformed(`shows ${extra.join(", ")}, which a ${KIND_TEXT[kind]} receipt does not cover`);
    const proof = object(item.proof, "proof");
    const fields = {
      listing: text(proof.listing, "proof.listing"),
      proof: text(proof.fingerprint, "proof.fingerprint"),
      checked_at: isoMs(item.checked_at, "checked_at"),
      product: text(product, "product.name"),
    };
    if (kind === "lowest") {
      fields.store = text(item.shop, "shop (a domain)");
      fields.price_minor = lowestMinor(item.amount);
      fields.currency = text(item.currency, "currency");
      return fields;
    }
    fields.store = text(object(item.shop, "shop").domain, "shop.domain");
    const price = object(item.price, "price");
    if (!Number.isSafeInteger(price.minor)) throw malformed("price.minor is not a whole number");
    fields.price_minor = price.minor;
    fields.currency = text(price.currency, "price.currency");
    if (kind === "offer") fields.stock = text(item.stock, "stock"); // a history point has none
    return fields;
  }

  /** Check one priced object: {ok, reason, detail, claim, keyId, keyStatus}. */
  async function checkPriced(kind, item, product, ring) {
    const out = { ok: false, reason: "malformed", detail: "", claim: null, keyId: null, keyStatus: null };
    try {
      // 1. The receipt sits beside the proof with exactly the v0.1 fields.
      if (!isObj(item)) throw malformed("the priced object is not a JSON object");
      if (!("receipt" in item)) throw malformed("the price has no receipt");
      const r = object(item.receipt, "receipt");
      const keys = Object.keys(r);
      if (keys.length !== RECEIPT_FIELDS.length || !RECEIPT_FIELDS.every((k) => keys.includes(k))) {
        throw malformed(`a receipt has exactly ${RECEIPT_FIELDS.join(", ")}`);
      }
      if (r.v !== FORMAT_VERSION) throw malformed(`receipt v is ${JSON.stringify(r.v)}, not "0.1"`);
      if (typeof r.key_id !== "string" || !KEY_ID.test(r.key_id)) throw malformed("key_id is not 16 hex characters");
      out.keyId = r.key_id;
      isoMs(r.issued_at, "issued_at");
      if (!READ_VALUES.includes(r.read)) throw malformed(`read is ${JSON.stringify(r.read)}, not "page"`);
      // 2. Rebuild the claim from the shown values, and 3. write its canonical bytes.
      const claim = { ...claimFields(kind, item, product), v: r.v, key_id: r.key_id, issued_at: r.issued_at, read: r.read };
      out.claim = canonicalize(claim);
      // 4. The key: listed once, its id the hash of the key, used within its lifetime.
      const { key, entry } = await ring.lookup(r.key_id);
      out.keyStatus = entry.status;
      if (typeof entry.retired_at === "string" && ISO_MS.test(entry.retired_at) && r.issued_at > entry.retired_at) {
        throw malformed(`issued at ${r.issued_at}, after its key was retired (${entry.retired_at})`);
      }
      // 5. Ed25519 over the UTF-8 bytes.
      const sig = b64urlBytes(r.sig, 64, "sig");
      const good = await crypto.subtle.verify({ name: "Ed25519" }, key, sig, new TextEncoder().encode(out.claim));
      if (!good) throw new Invalid("signature mismatch", "the signature does not match the values shown");
      out.ok = true;
      out.reason = entry.status === "retired" ? "retired key" : "valid";
      out.detail =
        entry.status === "retired"
          ? `signed by key ${r.key_id}, now retired — still valid (retired keys stay listed)`
          : `signed by key ${r.key_id} (active)`;
    } catch (exc) {
      if (!(exc instanceof Invalid)) throw exc;
      out.reason = exc.reason;
      out.detail = exc.message;
    }
    return out;
  }

  // ------------------------------------------------------------ finding the prices

  const onlyResult = (a) => (isObj(a) && Object.keys(a).length === 1 && isObj(a.result) ? a.result : a);

  /** The tool answer inside an HTTP answer, an MCP tool result or a JSON-RPC response. */
  function unwrap(a) {
    if (isObj(a) && "jsonrpc" in a && isObj(a.result)) a = a.result;
    if (isObj(a) && (isObj(a.structuredContent) || Array.isArray(a.content))) {
      if (a.isError) throw new Error("the MCP result is an error, not an answer");
      if (isObj(a.structuredContent)) {
        a = a.structuredContent;
      } else {
        const first = a.content[0];
        if (!isObj(first) || typeof first.text !== "string") throw new Error("the MCP result holds no text");
        a = JSON.parse(first.text);
      }
    }
    return onlyResult(a);
  }

  const nameOf = (holder) => (isObj(holder) && isObj(holder.product) ? holder.product.name : undefined);

  function guessKind(item) {
    if ("amount" in item) return "lowest";
    return "stock" in item ? "offer" : "history_point";
  }

  /** [{path, kind, item, product}] for every price `pasted` shows. */
  function pricesIn(pasted, productInput, kindChoice) {
    const a = unwrap(pasted);
    if (!isObj(a)) throw new Error("the pasted JSON is not an object");
    const single = !("results" in a) && !("points" in a) && ("receipt" in a || "proof" in a);
    if (single) {
      const kind = kindChoice === "auto" ? guessKind(a) : kindChoice;
      // FORMAT.md: a market_scan offer carries its own product.name, and that one is used.
      const own = kind === "offer" ? nameOf(a) : undefined;
      return [{ path: "the pasted object", kind, item: a, product: own !== undefined ? own : productInput || undefined }];
    }
    const found = [];
    if (Array.isArray(a.points)) {
      a.points.forEach((p, i) => found.push({ path: `points[${i}]`, kind: "history_point", item: p, product: nameOf(a) }));
    }
    if (Array.isArray(a.results)) {
      a.results.forEach((r, i) => {
        if (isObj(r) && isObj(r.product) && !("price" in r)) {
          // A find result: a lowest price only when a country was given.
          if (r.lowest !== undefined && r.lowest !== null) {
            found.push({ path: `results[${i}].lowest`, kind: "lowest", item: r.lowest, product: nameOf(r) });
          }
        } else {
          const own = nameOf(r);
          found.push({ path: `results[${i}]`, kind: "offer", item: r, product: own !== undefined ? own : nameOf(a) });
        }
      });
    }
    return found;
  }

  function shownPrice(kind, item) {
    if (!isObj(item)) return "";
    if (kind === "lowest") return `${item.amount} ${item.currency}`;
    const p = isObj(item.price) ? item.price : {};
    return `${p.minor} ${p.currency} (minor units)`;
  }

  function shownStore(kind, item) {
    if (!isObj(item)) return "";
    return kind === "lowest" ? String(item.shop) : String(isObj(item.shop) ? item.shop.domain : item.shop);
  }

  // ------------------------------------------------------------ the page

  const $ = (id) => document.getElementById(id);

  async function keyDoc(root) {
    if ($("keys-paste").checked) {
      try {
        return JSON.parse($("keys").value);
      } catch (exc) {
        throw new Error(`the pasted key list is not JSON: ${exc.message}`);
      }
    }
    // A plain GET with no body, no query and no cookies: nothing pasted can ride along. Fetched
    // afresh for each check, so a key added since the page loaded is known.
    const res = await fetch(root.dataset.keysUrl, {
      method: "GET",
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    if (!res.ok) throw new Error(`the key list could not be fetched (HTTP ${res.status})`);
    return res.json();
  }

  function el(tag, className, content) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  function show(results) {
    const list = $("checks");
    list.replaceChildren();
    for (const { path, kind, item, product, check } of results) {
      const li = el("li", `check ${check.ok ? "valid" : "invalid"}`);
      li.dataset.path = path;
      li.dataset.verdict = check.ok ? "valid" : "invalid";
      li.dataset.reason = check.reason;
      const head = el("h3");
      head.append(el("span", "verdict", check.ok ? "✔ Valid" : "✘ Invalid"), ` ${KIND_TEXT[kind]} · ${path}`);
      li.append(head);
      const why = el("p", "reason");
      why.append(el("strong", null, `${check.reason}: `), check.detail);
      li.append(why);
      const facts = el("dl", "facts");
      for (const [term, value] of [
        ["Product", product === undefined ? "(none given)" : String(product)],
        ["Shop", shownStore(kind, item)],
        ["Price shown", shownPrice(kind, item)],
      ]) {
        facts.append(el("dt", null, term), el("dd", null, value));
      }
      li.append(facts);
      li.append(el("p", "claim-label", check.claim === null ? "No claim could be built." : "Canonical claim checked (UTF-8 bytes):"));
      if (check.claim !== null) li.append(el("pre", "claim", check.claim));
      list.append(li);
    }
  }

  async function run(root) {
    const summary = $("summary");
    $("checks").replaceChildren();
    summary.className = "";
    summary.textContent = "Checking…";
    try {
      if (!window.crypto || !crypto.subtle) {
        throw new Error("this browser offers no WebCrypto here (it needs https or localhost)");
      }
      let pasted;
      try {
        pasted = JSON.parse($("answer").value);
      } catch (exc) {
        throw new Error(`the answer is not JSON: ${exc.message}`);
      }
      const found = pricesIn(pasted, $("product").value.trim(), $("kind").value);
      if (found.length === 0) throw new Error("the answer shows no price to check");
      const ring = new KeyRing(await keyDoc(root));
      const results = [];
      for (const f of found) results.push({ ...f, check: await checkPriced(f.kind, f.item, f.product, ring) });
      show(results);
      const bad = results.filter((r) => !r.check.ok).length;
      summary.className = bad ? "invalid" : "valid";
      summary.textContent = bad
        ? `${bad} of ${results.length} price(s) did NOT check.`
        : `All ${results.length} price(s) checked: every signature is valid.`;
    } catch (exc) {
      summary.className = "invalid";
      summary.textContent = `Cannot check: ${exc.message}`;
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    const root = $("checker");
    const button = $("check-button");
    button.disabled = false;
    button.addEventListener("click", () => run(root));
    $("keys").addEventListener("input", () => {
      if ($("keys").value.trim()) $("keys-paste").checked = true;
    });
  });
})();
