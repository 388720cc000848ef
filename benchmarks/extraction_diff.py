"""Every labelled page through extract(), dumped, scored and compared between two versions.

A rule that mends one page must not break another: before a commit, dump the labelled pages on
the code before it and on the code after, and compare field by field against the labels.

Run (the code under test is whichever ``crawler`` package comes first on the path):

    .venv/bin/python benchmarks/extraction_diff.py dump /tmp/new.json [--corpora 'blind59\\d']
    git archive <commit> crawler | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python benchmarks/extraction_diff.py dump /tmp/old.json
    .venv/bin/python benchmarks/extraction_diff.py score /tmp/new.json [--corpora REGEX] [-v]
    .venv/bin/python benchmarks/extraction_diff.py compare /tmp/old.json /tmp/new.json

``dump`` reads every ``tests/pages/*/expected.json`` (the held-out corpora, the real and review
pages) and ``tests/pages/expected.json`` (the named pitfalls, as corpus "pitfalls"; read by URL
alone, so the few that need a shop's hints score lower here than in their own tests) with a pool
of worker processes and writes, per page, the main offer's price, regular price, stock and SKU
and the reason when there is no price. ``score`` prints per corpus price tp/fp/fn and
availability and SKU F1 (as tests/crawler/test_extract_blind.py counts them). ``compare``
prints each field that changed, BETTER or WORSE against the label (CHANGED when neither is
right), and exits 1 when a price got worse.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

PAGES = Path(__file__).resolve().parents[1] / "tests" / "pages"
FIELDS = ("price", "regular", "stock", "sku")
# The named pitfall pages lie in tests/pages itself, labelled in its own expected.json
PITFALLS = "pitfalls"


def _dir(corpus: str) -> Path:
    return PAGES if corpus == PITFALLS else PAGES / corpus


def _one(job: tuple[str, str, str]) -> tuple[str, str, dict]:
    from crawler.extract import extract

    corpus, name, url = job
    result = extract((_dir(corpus) / name).read_bytes(), url)
    main = result.main
    return (
        corpus,
        name,
        {
            "price": None
            if main is None
            else {"minor": main.price_minor, "currency": main.currency},
            "regular": None if main is None else main.regular_price_minor,
            "stock": result.availability,
            "sku": result.item.sku if result.item else None,
            "reason": result.reason,
        },
    )


def _labels(corpus: str) -> dict[str, dict]:
    return json.loads((_dir(corpus) / "expected.json").read_text("utf-8"))


def dump(out: str, pick: re.Pattern[str] | None, workers: int) -> None:
    jobs = []
    corpora = [PITFALLS, *(e.parent.name for e in sorted(PAGES.glob("*/expected.json")))]
    for corpus in corpora:
        if pick and not pick.fullmatch(corpus):
            continue
        for name, case in _labels(corpus).items():
            if "url" in case and (_dir(corpus) / name).is_file():
                jobs.append((corpus, name, case["url"]))
    found: dict[str, dict[str, dict]] = {}
    with Pool(workers) as pool:
        for corpus, name, got in pool.imap_unordered(_one, jobs, chunksize=8):
            found.setdefault(corpus, {})[name] = got
    Path(out).write_text(json.dumps(found), "utf-8")
    print(f"{len(jobs)} pages -> {out}")


def _want(case: dict, field: str) -> object:
    if field == "regular":
        regular = case.get("regular_price")
        return regular.get("minor") if isinstance(regular, dict) else regular
    return case.get(field)


def _f1(hit: int, wrong: int, missed: int) -> float:
    return 2 * hit / (2 * hit + wrong + missed) if hit + wrong + missed else 1.0


def score(path: str, pick: re.Pattern[str] | None, verbose: bool) -> None:
    found = json.loads(Path(path).read_text("utf-8"))
    total = Counter()
    for corpus in sorted(found, key=lambda c: (len(c), c)):
        if pick and not pick.fullmatch(corpus):
            continue
        labels, n = _labels(corpus), Counter()
        lines = []
        for name, got in sorted(found[corpus].items()):
            case = labels[name]
            want = case.get("price")
            if got["price"] == want:
                n["tp"] += want is not None
            else:
                n["fp"] += got["price"] is not None
                n["fn"] += want is not None
                lines.append(f"  price {name}: want {want} got {got['price']} ({got['reason']})")
            for field in ("stock", "sku"):
                if field not in case:
                    continue
                none = "unknown" if field == "stock" else None
                w, g = case[field], got[field]
                n[field + "_hit"] += w == g and w != none
                n[field + "_wrong"] += w != g and g != none
                n[field + "_missed"] += w != g and w != none
                if w != g:
                    lines.append(f"  {field} {name}: want {w} got {g}")
        total.update(n)
        side = " ".join(
            f"{f} F1 {_f1(n[f + '_hit'], n[f + '_wrong'], n[f + '_missed']):.3f}"
            for f in ("stock", "sku")
        )
        print(f"{corpus}: {n['tp']}/{n['fp']}/{n['fn']} {side}")
        if verbose and lines:
            print("\n".join(lines))
    tp, fp, fn = total["tp"], total["fp"], total["fn"]
    side = " ".join(
        f"{f} F1 {_f1(total[f + '_hit'], total[f + '_wrong'], total[f + '_missed']):.4f}"
        for f in ("stock", "sku")
    )
    print(f"total {tp}/{fp}/{fn} P {tp / max(1, tp + fp):.4f} R {tp / max(1, tp + fn):.4f} {side}")


def compare(old_path: str, new_path: str) -> int:
    old = json.loads(Path(old_path).read_text("utf-8"))
    new = json.loads(Path(new_path).read_text("utf-8"))
    counts: Counter[tuple[str, str]] = Counter()
    for corpus in sorted(set(old) & set(new)):
        labels = _labels(corpus)
        for name in sorted(set(old[corpus]) & set(new[corpus])):
            before, after, case = old[corpus][name], new[corpus][name], labels[name]
            for field in FIELDS:
                if before[field] == after[field]:
                    continue
                want = _want(case, field)
                if ("regular_price" if field == "regular" else field) not in case:
                    tag = "UNLABELLED"
                elif after[field] == want:
                    tag = "BETTER"
                elif before[field] == want:
                    tag = "WORSE"
                else:
                    tag = "CHANGED"
                counts[field, tag] += 1
                was, now = before[field], after[field]
                print(f"{tag} {field} {corpus}/{name}: want {want} was {was} now {now}")
    for (field, tag), n in sorted(counts.items()):
        print(f"{field} {tag}: {n}")
    return 1 if counts["price", "WORSE"] else 0


def _pattern(text: str) -> re.Pattern[str]:
    try:
        return re.compile(text)
    except re.error as e:
        raise argparse.ArgumentTypeError(f"not a regular expression: {e}") from None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="extract every labelled page into a JSON file")
    d.add_argument("out")
    d.add_argument(
        "--corpora", type=_pattern, help="only corpora whose directory name matches this regex"
    )
    d.add_argument("--workers", type=int, default=2)
    s = sub.add_parser("score", help="per-corpus scores of a dump")
    s.add_argument("dump")
    s.add_argument("--corpora", type=_pattern)
    s.add_argument("-v", "--verbose", action="store_true")
    c = sub.add_parser("compare", help="fields changed between two dumps, against the labels")
    c.add_argument("old")
    c.add_argument("new")
    args = parser.parse_args()
    if args.command == "dump" and args.workers < 1:
        parser.error("--workers must be 1 or more")
    for name in ("dump", "old", "new"):
        path = getattr(args, name, None) if args.command != "dump" else None
        if path is not None and not Path(path).is_file():
            parser.error(f"no dump file {path!r} (write one with: dump OUT)")
    if args.command == "dump":
        dump(args.out, args.corpora, args.workers)
    elif args.command == "score":
        score(args.dump, args.corpora, args.verbose)
    else:
        sys.exit(compare(args.old, args.new))


if __name__ == "__main__":
    main()
